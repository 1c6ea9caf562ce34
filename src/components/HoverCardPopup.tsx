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

export interface HoverCardPopupProps {
  reference: HTMLElement;
  placement: Placement;
  /** Receives the card's element (for outside-press detection). */
  floatingRef: (node: HTMLElement | null) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  children: ReactNode;
}

/**
 * The open hover card, positioned by floating-ui beside its trigger. Its own
 * chunk: HoverCard loads it on the first hover, so list pages do not ship
 * floating-ui before their first paint.
 */
export function HoverCardPopup({
  reference,
  placement,
  floatingRef,
  onPointerEnter,
  onPointerLeave,
  children,
}: HoverCardPopupProps) {
  const { refs, floatingStyles } = useFloating({
    open: true,
    elements: { reference },
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
      floatingRef(node);
    },
    [refs, floatingRef],
  );
  return (
    <FloatingPortal>
      <Card
        ref={setFloating}
        style={floatingStyles}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        {children}
      </Card>
    </FloatingPortal>
  );
}

const Card = styled.div`
  z-index: ${({ theme }) => theme.zIndices.hoverCard};
  inline-size: min(20rem, calc(100vw - 16px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;
