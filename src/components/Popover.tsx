import type { Placement } from "@floating-ui/react";
import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type ReactNode,
} from "react";
import { deferredLoad } from "./lazyComponent";
import { useDismiss } from "./useDismiss";

type PopupModule = typeof import("./PopoverPopup");
let popupModule: PopupModule | null = null;

/**
 * The positioning code (floating-ui, about 15 KB gzip) loads when a popover
 * first opens (a dropdown's toggle starts the load on the press, a hover card
 * on the first hover, well within its open delay), not with every list of
 * posts.
 */
export const loadPopover = deferredLoad(() =>
  import(/* webpackChunkName: "popover" */ "./PopoverPopup").then(
    (module) => (popupModule = module),
  ),
);

/** Re-renders the caller once the positioning code is in, if `wanted`. */
export function usePopoverLoaded(wanted: boolean): PopupModule | null {
  const [, popupLoaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (wanted && !popupModule)
      void loadPopover().then(popupLoaded, () => undefined);
  }, [wanted]);
  return popupModule;
}

/**
 * The open/closed state of a popover and its toggle button (kept as state,
 * so the popover can be placed against it). `close(true)` gives focus back
 * to the toggle.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) anchor?.focus();
    },
    [anchor],
  );
  const toggle = useCallback(() => {
    void loadPopover().catch(() => undefined);
    setOpen((was) => !was);
  }, []);
  return { open, anchor, setAnchor, close, toggle };
}

export interface PopoverProps {
  /** The toggle the popover hangs from. */
  anchor: HTMLElement | null;
  id: string;
  onClose: (refocus: boolean) => void;
  placement?: Placement;
  /**
   * Render at the end of the page: needed inside feed rows (each a stacking
   * context, so the next post would cover it), not inside a modal (whose
   * focus trap would leave it out).
   */
  portal?: boolean;
  children: ReactNode;
}

/**
 * An open menu or picker against its toggle. Escape (caught before anything
 * else sees it, so a popover in a modal closes alone) or a press outside the
 * toggle and the popover closes it. Nothing shows until the positioning code
 * has loaded.
 */
export function Popover({
  anchor,
  id,
  onClose,
  placement = "bottom-end",
  portal = true,
  children,
}: PopoverProps) {
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const module = usePopoverLoaded(true);
  useDismiss(true, onClose, {
    isInside: (target) =>
      anchor?.contains(target) === true || floating?.contains(target) === true,
    captureEscape: true,
  });
  if (!module) return null;
  const { PopoverPopup } = module;
  return (
    <PopoverPopup
      anchor={anchor}
      id={id}
      placement={placement}
      gap={4}
      layer="dropdown"
      portal={portal}
      floatingRef={setFloating}
    >
      {children}
    </PopoverPopup>
  );
}
