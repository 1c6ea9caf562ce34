import {
  useEffect,
  useReducer,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type SVG from "react-inlinesvg";
import styled, { css } from "styled-components";
import { deferredLoad } from "./lazyComponent";
import { afterFirstScreen } from "./startup";
import {
  iconFailed,
  iconGeneration,
  iconLoaded,
  retryFailedIcons,
  subscribeIconRetries,
} from "./iconRetry";

export interface IconProps {
  /** URL of an SVG (e.g. `import star from "./icons/star.svg"`), a data URI or SVG markup. */
  src: string;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Edge length; a number is px. Defaults to 1.25em so icons follow the text size. */
  size?: number | string;
  className?: string;
  /** Shown if the SVG cannot load. Defaults to an empty box of the icon's size. */
  fallback?: ReactNode;
  /** Receives react-inlinesvg's error ('Not found', 'Missing src', …). */
  onError?: (error: Error) => void;
}

type InlineSvg = ReturnType<typeof styleSvg>;
let StyledSvg: InlineSvg | null = null;

/**
 * The inliner (react-inlinesvg and its DOM-to-React converter, about 8 KB
 * gzip) is not part of the first paint: it loads once the first screen has
 * painted (components/startup.ts); each icon's box holds its place meanwhile,
 * as it does while the SVG itself loads.
 */
const loadInliner = deferredLoad(() =>
  Promise.all([
    import(/* webpackChunkName: "inline-svg" */ "react-inlinesvg"),
    // The inliner parses SVG with DOMParser: under Trusted Types that takes
    // the sanitiser's default policy (utils/sanitize.ts).
    import("../utils/sanitize"),
  ]).then(([module, { installDefaultPolicy }]) => {
    installDefaultPolicy();
    StyledSvg = styleSvg(module.default);
  }),
);

/**
 * An inline SVG that takes the text colour (`currentColor`). While loading, and
 * when loading fails, a box of the same size holds the place; a failed fetch
 * is tried again (iconRetry.ts).
 */
export function Icon({
  src,
  title,
  size = "1.25em",
  className,
  fallback,
  onError,
}: IconProps) {
  const edge = typeof size === "number" ? `${size}px` : size;
  const labelled = title !== undefined && title !== "";
  const a11y = labelled
    ? { role: "img", "aria-label": title }
    : { "aria-hidden": true };
  const [, inlinerLoaded] = useReducer((n: number) => n + 1, 0);
  const generation = useSyncExternalStore(subscribeIconRetries, () =>
    iconGeneration(src),
  );
  // Each render is a moment to ask again for icons that failed a while ago.
  useEffect(() => {
    retryFailedIcons(false);
  });
  useEffect(() => {
    if (StyledSvg) return;
    void afterFirstScreen()
      .then(loadInliner)
      .then(inlinerLoaded, () => undefined);
  }, []);
  const placeholder = (
    <Placeholder className={className} $size={edge} {...a11y} />
  );
  if (!StyledSvg) return placeholder;
  return (
    <StyledSvg
      // A new attempt after a failed fetch is a new inliner: it fetches again.
      key={generation}
      src={src}
      // Each icon's markup is parsed once and its element reused: parsing
      // it for every icon of every post was a measurable part of scrolling.
      cacheElements
      className={className}
      $size={edge}
      title={labelled ? title : null}
      focusable="false"
      {...a11y}
      loader={placeholder}
      onError={(error) => {
        iconFailed(src);
        onError?.(error);
      }}
      onLoad={iconLoaded}
    >
      {fallback ?? placeholder}
    </StyledSvg>
  );
}

/** The icon and its placeholder take the same box, so loading never shifts layout. */
const box = css<{ $size: string }>`
  display: inline-block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  vertical-align: middle;
`;

function styleSvg(Svg: typeof SVG) {
  return styled(Svg)<{ $size: string }>`
    ${box}
  `;
}

const Placeholder = styled.span<{ $size: string }>`
  ${box}
`;
