import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useFloating,
  type Placement,
} from "@floating-ui/react";
import { useCallback, type PointerEvent, type ReactNode } from "react";
import styled from "styled-components";

export interface PopoverPopupProps {
  /** The element the popover hangs from. */
  anchor: HTMLElement | null;
  placement: Placement;
  /** The gap to the anchor, in px. */
  gap: number;
  /** Which stacking layer of the theme it takes. */
  layer: "dropdown" | "hoverCard";
  /** Render at the end of the page rather than in place. */
  portal: boolean;
  /** Receives the popover's element (for outside-press detection). */
  floatingRef: (node: HTMLElement | null) => void;
  id?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  children: ReactNode;
}

/**
 * The one floating-ui set-up of the app: an open popover (a menu, a picker, a
 * hover card) placed against its anchor, flipped and shifted to stay in the
 * viewport and kept there as the page scrolls or resizes. Its own chunk
 * (Popover.tsx loads it), so list pages do not ship floating-ui before their
 * first paint.
 */
export function PopoverPopup({
  anchor,
  placement,
  gap,
  layer,
  portal,
  floatingRef,
  id,
  onPointerEnter,
  onPointerLeave,
  children,
}: PopoverPopupProps) {
  const { refs, floatingStyles } = useFloating({
    open: true,
    elements: { reference: anchor },
    placement,
    middleware: [offset(gap), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
      floatingRef(node);
    },
    [refs, floatingRef],
  );
  const content = (
    <Floating
      id={id}
      ref={setFloating}
      style={floatingStyles}
      $layer={layer}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </Floating>
  );
  return portal ? <FloatingPortal>{content}</FloatingPortal> : content;
}

const Floating = styled.div<{ $layer: PopoverPopupProps["layer"] }>`
  z-index: ${({ theme, $layer }) => theme.zIndices[$layer]};
`;
