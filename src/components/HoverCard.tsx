import type { Placement } from "@floating-ui/react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { loadPopover, usePopoverLoaded } from "./Popover";

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
 * on close. A click on the trigger closes it at once, as do Escape and a
 * press outside. Mouse only: touch screens and narrow windows never open it.
 */
export function HoverCard({
  children,
  renderCard,
  placement = "bottom-start",
}: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const floating = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const schedule = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(next && window.innerWidth > HOVER_CARD_MIN_WIDTH);
    }, ms);
  };
  const enter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    // The positioning code loads well within the open delay.
    void loadPopover().catch(() => undefined);
    if (open) clearTimeout(timer.current);
    else schedule(true, HOVER_CARD_DELAY.open);
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    schedule(false, HOVER_CARD_DELAY.close);
  };
  const setFloating = useCallback((node: HTMLElement | null) => {
    floating.current = node;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (reference?.contains(target) || floating.current?.contains(target))
        return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, reference, close]);

  const Popup = usePopoverLoaded(open)?.PopoverPopup;
  return (
    <>
      <Trigger
        ref={setReference}
        onPointerEnter={enter}
        onPointerLeave={leave}
        onClick={close}
      >
        {children}
      </Trigger>
      {open && Popup && reference && (
        <Popup
          anchor={reference}
          placement={placement}
          gap={8}
          layer="hoverCard"
          portal
          floatingRef={setFloating}
          onPointerEnter={enter}
          onPointerLeave={leave}
        >
          <Card>{renderCard()}</Card>
        </Popup>
      )}
    </>
  );
}

const Trigger = styled.span`
  display: inline-block;
  max-inline-size: 100%;
`;

const Card = styled.div`
  inline-size: min(20rem, calc(100vw - 16px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;
