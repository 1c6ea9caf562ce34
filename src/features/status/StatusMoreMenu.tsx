import { Suspense, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CopyLinkEntry } from "../../components/CopyLinkEntry";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import { lazyComponent } from "../../components/lazyComponent";
import externalIcon from "../../components/icons/external.svg";
import moreIcon from "../../components/icons/more.svg";
import { Menu, MenuItem } from "../../components/Menu.styles";
import { useMenuDialog } from "../../components/useMenuDialog";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import type { PostDialog } from "./MemberMenuItems";
import { selectIsLoggedIn } from "../../store/session/selectors";
import { Popover, usePopover } from "../../components/Popover";
import { externalLink } from "../../utils/safeUrl";

// A member's entries (pin, mute, edit, delete, mute or block the author, and
// the thunks and endpoints under them) load with the first menu opened, not
// with the timeline: a visitor never needs them (issue 22).
const MemberMenuItems = lazyComponent(() =>
  import(/* webpackChunkName: "member-menu-items" */ "./MemberMenuItems").then(
    (m) => m.MemberMenuItems,
  ),
);
// Members' dialogs (and the modal code under them) load when asked for.
const ConfirmDeleteModal = lazyComponent(() =>
  import(
    /* webpackChunkName: "confirm-delete-modal" */ "./ConfirmDeleteModal"
  ).then((m) => m.ConfirmDeleteModal),
);
const AccountDialog = lazyComponent(() =>
  import(
    /* webpackChunkName: "account-dialog" */ "../account/AccountDialog"
  ).then((m) => m.AccountDialog),
);

export interface StatusMoreMenuProps {
  status: StoredStatus;
}

/**
 * "More": copy the link to the post or open it on its own server; members
 * also pin, mute, edit and delete, or mute and block the author (see
 * MemberMenuItems).
 */
export function StatusMoreMenu({ status }: StatusMoreMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { open, anchor, setAnchor, close, toggle } = usePopover();
  const { dialog, choose, dismiss } = useMenuDialog<PostDialog>(close);
  const url = status.url ?? status.uri;
  const original = externalLink(url);
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
        <Popover anchor={anchor} id={menuId} onClose={close}>
          <Menu>
            <CopyLinkEntry
              url={url}
              label={
                <FormattedMessage
                  id="status.more.copyLink"
                  defaultMessage="Copy link to post"
                />
              }
              copiedLabel={
                <FormattedMessage
                  id="status.more.copied"
                  defaultMessage="Link copied"
                />
              }
            />
            {original && (
              <li>
                <MenuItem as="a" {...original}>
                  <Icon src={externalIcon} size={16} />
                  <FormattedMessage
                    id="status.more.openOriginal"
                    defaultMessage="Open original page"
                  />
                </MenuItem>
              </li>
            )}
            {isLoggedIn && (
              <Suspense fallback={null}>
                <MemberMenuItems
                  status={status}
                  onDone={() => close(true)}
                  onDialog={choose}
                />
              </Suspense>
            )}
          </Menu>
        </Popover>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PostMenuDialog status={status} kind={dialog} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}

interface PostMenuDialogProps {
  status: StoredStatus;
  kind: PostDialog;
  onClose: () => void;
}

/** Delete or redraft the post, or mute or block its author. */
function PostMenuDialog({ status, kind, onClose }: PostMenuDialogProps) {
  const acct = useAppSelector(
    (state) => selectAccountById(state, status.account_id)?.acct,
  );
  if (kind === "delete" || kind === "redraft") {
    return (
      <ConfirmDeleteModal statusId={status.id} mode={kind} onClose={onClose} />
    );
  }
  if (acct === undefined) return null;
  return (
    <AccountDialog
      kind={kind}
      accountId={status.account_id}
      acct={acct}
      onClose={onClose}
    />
  );
}
