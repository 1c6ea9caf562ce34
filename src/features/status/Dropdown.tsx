import type { Placement } from "@floating-ui/react";
import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type ReactNode,
} from "react";
import { deferredLoad } from "../../components/lazyComponent";

type PopupModule = typeof import("./DropdownPopup");
let popupModule: PopupModule | null = null;

/**
 * The positioning code (floating-ui, about 15 KB gzip) loads when a dropdown
 * first opens (its toggle starts the load on the press), not with every
 * list of posts.
 */
const loadPopup = deferredLoad(() =>
  import(/* webpackChunkName: "dropdown" */ "./DropdownPopup").then(
    (module) => (popupModule = module),
  ),
);

/**
 * The open/closed state of a dropdown and its toggle button (kept as state,
 * so the dropdown can be placed against it). `close(true)` gives focus back
 * to the toggle.
 */
export function useDropdown() {
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
    void loadPopup().catch(() => undefined);
    setOpen((was) => !was);
  }, []);
  return { open, anchor, setAnchor, close, toggle };
}

export interface DropdownProps {
  /** The toggle the dropdown hangs from. */
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
 * An open menu or picker, placed by floating-ui against its toggle (see
 * DropdownPopup); nothing shows until the positioning code has loaded.
 */
export function Dropdown(props: DropdownProps) {
  const [, popupLoaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!popupModule) void loadPopup().then(popupLoaded, () => undefined);
  }, []);
  if (!popupModule) return null;
  const { DropdownPopup } = popupModule;
  return <DropdownPopup {...props} />;
}
