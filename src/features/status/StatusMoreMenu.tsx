import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import checkIcon from "../../components/icons/check.svg";
import externalIcon from "../../components/icons/external.svg";
import linkIcon from "../../components/icons/link.svg";
import moreIcon from "../../components/icons/more.svg";
import type { StoredStatus } from "../../store/normalize";

export interface StatusMoreMenuProps {
  status: StoredStatus;
}

/** Closes on Escape (focus back to the toggle) and on a press outside. */
function useDismiss(open: boolean, close: (refocus: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) =>
      event.key === "Escape" && close(true);
    const onPress = (event: PointerEvent | MouseEvent) => {
      if (
        !(event.target instanceof Node) ||
        !ref.current?.contains(event.target)
      )
        close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPress);
    };
  }, [open, close]);
  return ref;
}

/** "More": copy the link to the post, or open it on its own server. */
export function StatusMoreMenu({ status }: StatusMoreMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  const ref = useDismiss(open, close);
  return (
    <Wrapper ref={ref}>
      <IconButton
        ref={toggleRef}
        src={moreIcon}
        label={intl.formatMessage({
          id: "status.more.label",
          defaultMessage: "More",
        })}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      />
      {open && <MenuItems id={menuId} url={status.url ?? status.uri} />}
    </Wrapper>
  );
}

/** Copies a text; `copied` once it worked. */
function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Insecure contexts have no clipboard: the link is still there to copy by hand.
    try {
      void navigator.clipboard.writeText(text).then(
        () => setCopied(true),
        () => undefined,
      );
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}

/** The menu's entries; "Copy link" says when it worked. */
function MenuItems({ id, url }: { id: string; url: string }) {
  const { copied, copy } = useCopy(url);
  return (
    <Menu id={id}>
      <li>
        <Item as="button" type="button" onClick={copy}>
          <Icon src={copied ? checkIcon : linkIcon} size={16} />
          {copied ? (
            <FormattedMessage
              id="status.more.copied"
              defaultMessage="Link copied"
            />
          ) : (
            <FormattedMessage
              id="status.more.copyLink"
              defaultMessage="Copy link to post"
            />
          )}
        </Item>
      </li>
      <li>
        <Item href={url} target="_blank" rel="noopener noreferrer nofollow">
          <Icon src={externalIcon} size={16} />
          <FormattedMessage
            id="status.more.openOriginal"
            defaultMessage="Open original page"
          />
        </Item>
      </li>
    </Menu>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 14rem;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
