import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useFloating,
} from "@floating-ui/react";
import { useCallback, useState } from "react";
import styled from "styled-components";
import { useDismiss } from "../../components/useDismiss";
import type { DropdownProps } from "./Dropdown";

/**
 * An open menu or picker, placed by floating-ui against its toggle. Escape
 * (caught before anything else sees it, so a dropdown in a modal closes
 * alone) or a press outside the toggle and the dropdown closes it.
 */
export function DropdownPopup({
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

  useDismiss(true, onClose, {
    isInside: (target) =>
      anchor?.contains(target) === true || floating?.contains(target) === true,
    captureEscape: true,
  });

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
