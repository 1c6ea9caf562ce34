import { createGlobalStyle } from "styled-components";
import { COLOR_TOKENS, cssVariableName, type ColorScheme } from "./theme";

function declarations(scheme: ColorScheme): string {
  return COLOR_TOKENS.map((t) => `${cssVariableName(t)}: ${scheme[t]};`).join(
    "\n",
  );
}

/**
 * Reset, colour scheme variables, font stack and focus ring. Only logical
 * properties, so `[dir="rtl"]` documents mirror without overrides.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light dark;
    /* The app's top bar; sticky column headers sit just below it. */
    --pl-top-bar-height: 56px;
    ${({ theme }) => declarations(theme.schemes.light)}
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-theme="light"]) {
      ${({ theme }) => declarations(theme.schemes.dark)}
    }
  }

  /* The member's choice over the system's (styles/look.ts). */
  :root[data-theme="dark"] {
    color-scheme: dark;
    ${({ theme }) => declarations(theme.schemes.dark)}
  }

  :root[data-theme="light"] {
    color-scheme: light;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-align: start;
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4, h5, h6, p, blockquote, figure, ul, ol, dl, dd, pre {
    margin: 0;
  }

  img, svg, video, canvas {
    display: block;
    max-inline-size: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  /* Custom emoji from emojify(), wherever they appear. */
  img.emojione {
    display: inline-block;
    inline-size: 1.2em;
    block-size: 1.2em;
    margin-inline: 0.05em;
    vertical-align: -0.25em;
    object-fit: contain;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  /* The member asked for less motion in the preferences (styles/look.ts). */
  :root[data-reduce-motion] *,
  :root[data-reduce-motion] *::before,
  :root[data-reduce-motion] *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
`;
