import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  type Placement,
} from "@floating-ui/react";
import { useCallback, useState, type ReactNode } from "react";
import styled from "styled-components";

/** Spec 01 section 9: open after 600 ms, close 300 ms after leaving, only above 630 px. */
export const HOVER_CARD_DELAY = { open: 600, close: 300 } as const;
export const HOVER_CARD_MIN_WIDTH = 630;

export interface HoverCardProps {
  /** The trigger, e.g. a display name link. */
  children: ReactNode;
  /** The card's content, rendered only while open, so it can load lazily. */
  renderCard: () => ReactNode;
  placement?: Placement;
}

/**
 * Hover card primitive (spec 01 sections 2 and 4): closed, open after the
 * delay, kept open while the pointer is over the trigger or the card, reset
 * on close. A click on the trigger closes it at once. Mouse only: touch
 * screens and narrow windows never open it.
 */
export function HoverCard({
  children,
  renderCard,
  placement = "bottom-start",
}: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) =>
      setOpen(next && window.innerWidth > HOVER_CARD_MIN_WIDTH),
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, {
    delay: HOVER_CARD_DELAY,
    mouseOnly: true,
    // Reopen only on a fresh hover, not on movement after a click closed it.
    move: false,
  });
  const dismiss = useDismiss(context, {
    referencePress: true,
    referencePressEvent: "click",
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    hover,
    dismiss,
  ]);
  const setReference = useCallback(
    (node: HTMLElement | null) => {
      refs.setReference(node);
    },
    [refs],
  );
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
    },
    [refs],
  );

  return (
    <>
      <Trigger ref={setReference} {...getReferenceProps()}>
        {children}
      </Trigger>
      {open && (
        <FloatingPortal>
          <Card
            ref={setFloating}
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {renderCard()}
          </Card>
        </FloatingPortal>
      )}
    </>
  );
}

const Trigger = styled.span`
  display: inline-block;
  max-inline-size: 100%;
`;

const Card = styled.div`
  z-index: ${({ theme }) => theme.zIndices.hoverCard};
  inline-size: min(20rem, calc(100vw - 16px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;
