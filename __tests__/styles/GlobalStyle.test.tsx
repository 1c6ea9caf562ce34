import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { parseConfig } from "../../src/config";
import { GlobalStyle } from "../../src/styles/GlobalStyle";
import { OperatorStyles } from "../../src/styles/OperatorStyles";
import { buildTheme } from "../../src/styles/theme";

/** The CSS a tree produces, collected the way server rendering does. */
function collectCss(ui: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(ui));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe("GlobalStyle", () => {
  it("declares light and dark colour variables and the focus ring", () => {
    const theme = buildTheme(parseConfig({}, "http://127.0.0.1"));
    const css = collectCss(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    expect(css).toContain(`--pl-text:${theme.schemes.light.text}`);
    expect(css).toMatch(/prefers-color-scheme:\s*dark/);
    expect(css).toContain(`--pl-text:${theme.schemes.dark.text}`);
    expect(css).toMatch(
      /:focus-visible\{outline:2px solid var\(--pl-focus-ring\)/,
    );
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce/);
  });
});

describe("OperatorStyles", () => {
  it("injects the operator's CSS as is", () => {
    const css =
      "body > main { color: red; } a[href^='x'] { content: '</style>'; }";
    render(<OperatorStyles css={css} />);
    const tag = document.querySelector("style[data-potluck-operator-styles]");
    expect(tag?.textContent).toBe(css);
  });

  it("renders nothing for empty styles", () => {
    const { container } = render(<OperatorStyles css="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
