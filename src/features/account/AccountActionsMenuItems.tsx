import { useEffect, type CSSProperties, type RefObject } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CopyLinkEntry } from "../../components/CopyLinkEntry";
import { Icon } from "../../components/Icon";
import bellIcon from "../../components/icons/bell.svg";
import editIcon from "../../components/icons/edit.svg";
import usersIcon from "../../components/icons/users.svg";
import externalIcon from "../../components/icons/external.svg";
import mailIcon from "../../components/icons/mail.svg";
import messageIcon from "../../components/icons/message.svg";
import repeatIcon from "../../components/icons/repeat.svg";
import trashIcon from "../../components/icons/trash.svg";
import { Menu, MenuItem } from "../../components/Menu.styles";
import { MenuEntry } from "../../components/MenuEntry";
import { startChat } from "../../store/chats/thunks";
import { modalOpened } from "../../store/modals/slice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { followAccount } from "../../store/relationships/thunks";
import { paths } from "../../utils/paths";
import type { AccountDialogKind } from "./AccountDialog";
import { ReportEntry } from "../../widgets/ReportEntry";
import { MuteBlockEntries } from "../../widgets/MuteBlockEntries";
import { externalLink } from "../../utils/safeUrl";

/** Compose with the mention filled in (the compose screen reads `mention`). */
export const composeMentionPath = (acct: string) => paths.compose(acct);

export interface AccountActionsMenuItemsProps {
  id: string;
  ref: RefObject<HTMLUListElement | null>;
  /** Where it sits on the screen. */
  style: CSSProperties;
  account: StoredAccount;
  onDialog: (dialog: AccountDialogKind) => void;
  /** After an entry that acts at once. */
  onDone: () => void;
}

/**
 * The entries of the account menu, by relationship and server features
 * (muting needs `mutes`; a mute already in force can always be lifted).
 */
export function AccountActionsMenuItems({
  id,
  ref,
  style,
  account,
  onDialog,
  onDone,
}: AccountActionsMenuItemsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const features = useAppSelector((s) => s.instance.features);
  const r = useAppSelector((s) => selectRelationshipById(s, account.id));
  const values = { acct: account.acct };
  const original = externalLink(account.url);
  // Opened from its toggle: the first entry takes the focus.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [ref]);
  const act = (run: () => unknown) => () => {
    run();
    onDone();
  };
  return (
    <PlacedMenu ref={ref} id={id} style={style}>
      <li>
        <MenuItem as={Link} to={composeMentionPath(account.acct)}>
          <Icon src={mailIcon} size={16} />
          <FormattedMessage
            id="account.menu.mention"
            defaultMessage="Mention @{acct}"
            values={values}
          />
        </MenuItem>
      </li>
      {features.chats && account.accepts_chat_messages !== false && (
        <MenuEntry
          icon={messageIcon}
          onClick={act(async () => {
            const chat = await dispatch(startChat({ accountId: account.id }));
            if (startChat.fulfilled.match(chat))
              void navigate(paths.chat(chat.payload.result));
          })}
        >
          <FormattedMessage
            id="account.menu.chat"
            defaultMessage="Chat with @{acct}"
            values={values}
          />
        </MenuEntry>
      )}
      {r?.following && (
        <MenuEntry
          icon={repeatIcon}
          onClick={act(() =>
            dispatch(
              followAccount({ id: account.id, reblogs: !r.showing_reblogs }),
            ),
          )}
        >
          {r.showing_reblogs ? (
            <FormattedMessage
              id="account.menu.hideReblogs"
              defaultMessage="Hide boosts from @{acct}"
              values={values}
            />
          ) : (
            <FormattedMessage
              id="account.menu.showReblogs"
              defaultMessage="Show boosts from @{acct}"
              values={values}
            />
          )}
        </MenuEntry>
      )}
      {r?.following && features.accountNotifies && (
        <MenuEntry
          icon={bellIcon}
          onClick={act(() =>
            dispatch(followAccount({ id: account.id, notify: !r.notifying })),
          )}
        >
          {r.notifying ? (
            <FormattedMessage
              id="account.menu.stopNotify"
              defaultMessage="Stop notifying me when @{acct} posts"
              values={values}
            />
          ) : (
            <FormattedMessage
              id="account.menu.notify"
              defaultMessage="Notify me when @{acct} posts"
              values={values}
            />
          )}
        </MenuEntry>
      )}
      {r?.followed_by && features.removeFromFollowers && (
        <MenuEntry icon={trashIcon} onClick={() => onDialog("removeFollower")}>
          <FormattedMessage
            id="account.menu.removeFollower"
            defaultMessage="Remove @{acct} from followers"
            values={values}
          />
        </MenuEntry>
      )}
      {features.lists &&
        (r?.following === true || features.unrestrictedLists) && (
          <MenuEntry
            icon={usersIcon}
            onClick={act(() =>
              dispatch(
                modalOpened({
                  type: "LIST_MEMBERSHIP",
                  props: { accountId: account.id, acct: account.acct },
                }),
              ),
            )}
          >
            <FormattedMessage
              id="account.menu.lists"
              defaultMessage="Add to or remove from lists"
            />
          </MenuEntry>
        )}
      {features.notes && (
        <MenuEntry icon={editIcon} onClick={() => onDialog("note")}>
          <FormattedMessage
            id="account.menu.note"
            defaultMessage="Personal note"
          />
        </MenuEntry>
      )}
      <ReportEntry accountId={account.id} acct={account.acct} onDone={onDone} />
      <MuteBlockEntries
        accountId={account.id}
        acct={account.acct}
        onDialog={onDialog}
        onDone={onDone}
      />
      <CopyLinkEntry
        url={account.url}
        label={
          <FormattedMessage
            id="account.menu.copyLink"
            defaultMessage="Copy link to profile"
          />
        }
        copiedLabel={
          <FormattedMessage
            id="account.menu.copied"
            defaultMessage="Link copied"
          />
        }
      />
      {original && (
        <li>
          <MenuItem as="a" {...original}>
            <Icon src={externalIcon} size={16} />
            <FormattedMessage
              id="account.menu.openOriginal"
              defaultMessage="Open original page"
            />
          </MenuItem>
        </li>
      )}
    </PlacedMenu>
  );
}

/** Placed under its toggle by inline style, above whatever clips the profile card. */
const PlacedMenu = styled(Menu)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 16rem;
`;
