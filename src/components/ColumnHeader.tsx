import { useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";
import { throttle } from "../utils/throttle";

/** Spec 01 section 9: the scrolled style starts past 32 px; scroll handling is throttled to 50 ms. */
export const SCROLL_THRESHOLD = 32;
export const SCROLL_THROTTLE_MS = 50;

/**
 * Whether the page has scrolled past `threshold` px. Where the browser has
 * IntersectionObserver, a 1 px marker at that height of the document tells,
 * without reading the scroll position on every scroll event (which forced a
 * layout in the middle of each scrolled frame: the timeline's rows had just
 * been moved). Elsewhere, a scroll listener throttled to 50 ms reads it.
 */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    if (typeof IntersectionObserver === "function") {
      const marker = document.createElement("div");
      marker.setAttribute("aria-hidden", "true");
      // Its top edge is at `threshold` px; it leaves the viewport, upwards,
      // once the page has scrolled past `threshold` (by a whole pixel).
      marker.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
      document.body.appendChild(marker);
      const observer = new IntersectionObserver(([entry]) => {
        if (!entry) return;
        setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      });
      observer.observe(marker);
      return () => {
        observer.disconnect();
        marker.remove();
      };
    }
    const update = throttle(
      () => setScrolled(window.scrollY > threshold),
      SCROLL_THROTTLE_MS,
    );
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      update.cancel();
    };
  }, [threshold]);
  return scrolled;
}

export interface ColumnHeaderProps {
  /** The column's heading text. */
  title: ReactNode;
  /** Actions shown at the end of the bar. */
  children?: ReactNode;
  /** Heading level of the title. */
  level?: 1 | 2;
}

/** A sticky heading bar that takes a raised style once the page has scrolled. */
export function ColumnHeader({
  title,
  children,
  level = 1,
}: ColumnHeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    <Bar data-scrolled={scrolled} $scrolled={scrolled}>
      <Heading as={level === 1 ? "h1" : "h2"}>{title}</Heading>
      {children && <Actions>{children}</Actions>}
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  inset-block-start: var(--pl-top-bar-height, 0px);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid
    ${({ theme, $scrolled }) => ($scrolled ? theme.colors.border : "transparent")};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.card : "none")};
  transition: box-shadow ${({ theme }) => theme.durations.normal};
`;

const Heading = styled.h1`
  flex: 1;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
