import { useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { css } from "styled-components";

/**
 * How wide the fade at an edge with more items beyond it is (px); the row
 * scrolls the current item this far clear of the edge, out of the fade.
 */
const FADE = 40;

/** Brings the row's current item (aria-current="page") into sight; the row moves, never the window. */
function revealCurrent(row: HTMLElement): void {
  const current = row.querySelector('[aria-current="page"]');
  if (!current || row.scrollWidth <= row.clientWidth) return;
  const box = row.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  if (item.left < box.left + FADE)
    row.scrollLeft -= box.left + FADE - item.left;
  else if (item.right > box.right - FADE)
    row.scrollLeft += item.right - (box.right - FADE);
}

/**
 * Marks the edges beyond which items are out of sight (`data-more-left`,
 * `data-more-right`; physical sides, since the fade's gradient is drawn in
 * them). Right-to-left rows scroll from 0 down to minus the overflow.
 */
function markHiddenEdges(row: HTMLElement): void {
  const overflow = row.scrollWidth - row.clientWidth;
  const rtl = getComputedStyle(row).direction === "rtl";
  const min = rtl ? -overflow : 0;
  const max = rtl ? 0 : overflow;
  row.toggleAttribute("data-more-left", row.scrollLeft - min > 1);
  row.toggleAttribute("data-more-right", max - row.scrollLeft > 1);
}

/**
 * A row of links that scrolls sideways where it does not fit (tabs, an
 * area's sections on a phone): kept scrolled to its current item whenever
 * the address or the row's size changes, and marked where more items wait
 * out of sight, so `scrollRowFades` can fade that edge. Needs a router.
 */
export function useScrollRow<T extends HTMLElement>(): RefObject<T | null> {
  const row = useRef<T | null>(null);
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const mark = () => {
      markHiddenEdges(element);
    };
    const update = () => {
      revealCurrent(element);
      mark();
    };
    update();
    element.addEventListener("scroll", mark, { passive: true });
    // The row's own size changes with the window; its items' with their
    // text (a locale arriving) and their number (sections that appear once
    // the server's features are known, before or after the current one).
    // Each moves the current item without the row changing size.
    const sizes =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    const observeAll = () => {
      sizes?.disconnect();
      sizes?.observe(element);
      for (const item of element.children) sizes?.observe(item);
    };
    observeAll();
    const items =
      typeof MutationObserver === "undefined"
        ? null
        : new MutationObserver(() => {
            observeAll();
            update();
          });
    items?.observe(element, { childList: true });
    return () => {
      element.removeEventListener("scroll", mark);
      sizes?.disconnect();
      items?.disconnect();
    };
  }, [pathname, search]);
  return row;
}

/** The row's sideways scrolling, with a fade at each edge that has more beyond it. */
export const scrollRowFades = css`
  overflow-x: auto;
  scrollbar-width: thin;

  &[data-more-left] {
    mask-image: linear-gradient(to right, transparent, #000 ${FADE}px);
  }

  &[data-more-right] {
    mask-image: linear-gradient(to left, transparent, #000 ${FADE}px);
  }

  &[data-more-left][data-more-right] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${FADE}px,
      #000 calc(100% - ${FADE}px),
      transparent
    );
  }
`;
