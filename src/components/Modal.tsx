import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useFloating,
} from "@floating-ui/react";
import {
  useCallback,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "./IconButton";
import closeIcon from "./icons/close.svg";
import { VisuallyHidden } from "./VisuallyHidden";

export type ModalSize = "sm" | "md" | "lg";

export interface ModalProps {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** Keep the heading for assistive technology only. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
}

const WIDTH: Record<ModalSize, string> = {
  sm: "24rem",
  md: "36rem",
  lg: "56rem",
};

/**
 * A modal dialog: focus is trapped inside and returned to where it was on
 * close; Escape, the close button and a click on the backdrop close it. Each
 * modal of a stack handles its own Escape, so only the top one closes.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  children,
  size = "md",
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
    },
    [refs],
  );
  // A press that starts inside the dialog and ends on the backdrop (selecting
  // text, say) is not a backdrop click.
  const pressStartedOnBackdrop = useRef(false);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };
  const handleBackdrop = (event: MouseEvent) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onClose();
  };

  const heading = <Title id={titleId}>{title}</Title>;
  return (
    <FloatingPortal>
      <Backdrop
        lockScroll
        onMouseDown={(event) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={handleBackdrop}
      >
        <FloatingFocusManager context={context}>
          <Dialog
            ref={setFloating}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={handleKeyDown}
            $width={WIDTH[size]}
          >
            <Header>
              {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
              <Close
                src={closeIcon}
                label={intl.formatMessage({
                  id: "modal.close",
                  defaultMessage: "Close",
                })}
                onClick={onClose}
              />
            </Header>
            {children}
          </Dialog>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}

const Backdrop = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: min(${({ $width }) => $width}, 100%);
  max-block-size: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Close = styled(IconButton)`
  margin-inline-start: auto;
`;
