import type { Placement } from "@floating-ui/react";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { loadPopover, usePopoverLoaded } from "./Popover";

/** Spec 01 section 9: open after 600 ms, close 300 ms after leaving, only above 630 px. */
export const HOVER_CARD_DELAY = { open: 600, close: 300 } as const;
export const HOVER_CARD_MIN_WIDTH = 630;

/** Focus a keyboard gave (a tap or a click on a link gives none that shows). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    // An engine without the selector: focus is then taken as the keyboard's.
    return true;
  }
}

/**
 * The hover card's intent (spec 01 section 4): closed, open after the delay,
 * kept open while the pointer is over the trigger or the card, reset on
 * close. The trigger is any element: a wrapper (HoverCard) or a link found
 * inside server HTML by delegation. Mouse and keyboard focus open it; touch
 * never does, nor a window 630 px wide or narrower. Escape and a press
 * outside close it.
 */
export function useHoverCard() {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What the card describes to assistive technology: the focused element
  // when the keyboard opened it (a link inside a wrapping trigger), else
  // the anchor.
  const [described, setDescribed] = useState<HTMLElement | null>(null);
  const floating = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const schedule = useCallback((next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(next && window.innerWidth > HOVER_CARD_MIN_WIDTH);
    }, ms);
  }, []);
  const start = useCallback(
    (element: HTMLElement) => {
      // The positioning code loads well within the open delay.
      void loadPopover().catch(() => undefined);
      if (open && element === anchor) clearTimeout(timer.current);
      else {
        setAnchor(element);
        if (open) setOpen(false);
        schedule(true, HOVER_CARD_DELAY.open);
      }
    },
    [anchor, open, schedule],
  );
  const end = useCallback(() => {
    schedule(false, HOVER_CARD_DELAY.close);
  }, [schedule]);
  /** The pointer entered `element` (the trigger) or the card (no element). */
  const pointerEnter = useCallback(
    (event: PointerEvent, element?: HTMLElement) => {
      if (event.pointerType !== "mouse") return;
      if (element) {
        setDescribed(element);
        start(element);
      } else clearTimeout(timer.current);
    },
    [start],
  );
  const pointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === "mouse") end();
    },
    [end],
  );
  const focus = useCallback(
    (event: FocusEvent, element: HTMLElement) => {
      if (!isKeyboardFocus(event.target)) return;
      setDescribed(
        event.target instanceof HTMLElement ? event.target : element,
      );
      start(element);
    },
    [start],
  );
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
      if (anchor?.contains(target) || floating.current?.contains(target))
        return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, anchor, close]);

  return {
    open,
    anchor,
    described,
    close,
    pointerEnter,
    pointerLeave,
    focus,
    blur: end,
    setFloating,
  };
}

export type HoverCardState = ReturnType<typeof useHoverCard>;

export interface HoverCardLayerProps {
  card: HoverCardState;
  /** The card's content, rendered only while open, so it can load lazily. */
  renderCard: () => ReactNode;
  placement?: Placement;
}

/** The open card, placed against its anchor on the shared floating-ui set-up. */
export function HoverCardLayer({
  card,
  renderCard,
  placement = "bottom-start",
}: HoverCardLayerProps) {
  const Popup = usePopoverLoaded(card.open)?.PopoverPopup;
  const id = useId();
  const shown = card.open && Popup !== undefined && card.anchor !== null;
  const target = card.described ?? card.anchor;
  useEffect(() => {
    if (!shown || !target) return;
    // Screen readers read the open card as the trigger's description.
    const before = target.getAttribute("aria-describedby");
    target.setAttribute("aria-describedby", before ? `${before} ${id}` : id);
    return () => {
      if (before === null) target.removeAttribute("aria-describedby");
      else target.setAttribute("aria-describedby", before);
    };
  }, [shown, target, id]);
  if (!shown) return null;
  return (
    <Popup
      anchor={card.anchor}
      placement={placement}
      gap={8}
      layer="hoverCard"
      portal
      floatingRef={card.setFloating}
      onPointerEnter={(event) => card.pointerEnter(event)}
      onPointerLeave={card.pointerLeave}
    >
      <Card id={id}>{renderCard()}</Card>
    </Popup>
  );
}

export interface HoverCardProps {
  /** The trigger, e.g. a display name link. */
  children: ReactNode;
  /** The card's content, rendered only while open, so it can load lazily. */
  renderCard: () => ReactNode;
  placement?: Placement;
}

/**
 * Hover card primitive (spec 01 sections 2 and 4) around its trigger: see
 * useHoverCard. A click on the trigger closes it at once.
 */
export function HoverCard({ children, renderCard, placement }: HoverCardProps) {
  const card = useHoverCard();
  return (
    <>
      <Trigger
        onPointerEnter={(event) =>
          card.pointerEnter(event, event.currentTarget)
        }
        onPointerLeave={card.pointerLeave}
        onFocus={(event) => card.focus(event, event.currentTarget)}
        onBlur={card.blur}
        onClick={card.close}
      >
        {children}
      </Trigger>
      <HoverCardLayer
        card={card}
        renderCard={renderCard}
        placement={placement}
      />
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
