import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useFloating,
  type Placement,
} from "@floating-ui/react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";

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
  const toggle = useCallback(() => setOpen((was) => !was), []);
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
 * An open menu or picker, placed by floating-ui against its toggle. Escape
 * (caught before anything else sees it, so a dropdown in a modal closes
 * alone) or a press outside the toggle and the dropdown closes it.
 */
export function Dropdown({
  anchor,
  id,
  onClose,
  placement = "bottom-end",
  portal = true,
  children,
}: DropdownProps) {
  const [floating, setFloatingNode] = useState<HTMLElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open: true,
    elements: { reference: anchor },
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
      setFloatingNode(node);
    },
    [refs],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose(true);
    };
    const onPress = (event: MouseEvent) => {
      const target = event.target;
      const inside =
        target instanceof Node &&
        (anchor?.contains(target) === true ||
          floating?.contains(target) === true);
      if (!inside) onClose(false);
    };
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("mousedown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("mousedown", onPress);
    };
  }, [anchor, floating, onClose]);

  const content = (
    <Floating id={id} ref={setFloating} style={floatingStyles}>
      {children}
    </Floating>
  );
  return portal ? <FloatingPortal>{content}</FloatingPortal> : content;
}

const Floating = styled.div`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
`;
