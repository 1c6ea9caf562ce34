import { Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import { lazyComponent } from "../../components/lazyComponent";
import checkIcon from "../../components/icons/check.svg";
import externalIcon from "../../components/icons/external.svg";
import linkIcon from "../../components/icons/link.svg";
import moreIcon from "../../components/icons/more.svg";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { MemberMenuItems, type DeleteMode } from "./MemberMenuItems";
import { selectIsLoggedIn } from "./selectors";
import { Dropdown, useDropdown } from "./Dropdown";
import { Menu, MenuItem } from "./StatusMenu.styles";

// Members' delete dialog (and the modal code under it) loads when asked for.
const ConfirmDeleteModal = lazyComponent(() =>
  import(
    /* webpackChunkName: "confirm-delete-modal" */ "./ConfirmDeleteModal"
  ).then((m) => m.ConfirmDeleteModal),
);

export interface StatusMoreMenuProps {
  status: StoredStatus;
}

/**
 * "More": copy the link to the post or open it on its own server; members
 * also pin, mute, edit and delete (see MemberMenuItems).
 */
export function StatusMoreMenu({ status }: StatusMoreMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { open, anchor, setAnchor, close, toggle } = useDropdown();
  const [deleting, setDeleting] = useState<DeleteMode | null>(null);
  const url = status.url ?? status.uri;
  return (
    <>
      <IconButton
        ref={setAnchor}
        src={moreIcon}
        label={intl.formatMessage({
          id: "status.more.label",
          defaultMessage: "More",
        })}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      />
      {open && (
        <Dropdown anchor={anchor} id={menuId} onClose={close}>
          <Menu>
            <CopyLinkItem url={url} />
            <li>
              <MenuItem
                as="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                <Icon src={externalIcon} size={16} />
                <FormattedMessage
                  id="status.more.openOriginal"
                  defaultMessage="Open original page"
                />
              </MenuItem>
            </li>
            {isLoggedIn && (
              <MemberMenuItems
                status={status}
                onDone={() => close(true)}
                onDelete={setDeleting}
              />
            )}
          </Menu>
        </Dropdown>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDeleteModal
            statusId={status.id}
            mode={deleting}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Copies the post's link; says when it worked. */
function CopyLinkItem({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Insecure contexts have no clipboard: the link is still there to copy by hand.
    try {
      void navigator.clipboard.writeText(url).then(
        () => setCopied(true),
        () => undefined,
      );
    } catch {
      setCopied(false);
    }
  };
  return (
    <li>
      <MenuItem type="button" onClick={copy}>
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
      </MenuItem>
    </li>
  );
}
