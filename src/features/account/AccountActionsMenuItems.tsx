import {
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { Icon } from "../../components/Icon";
import bellIcon from "../../components/icons/bell.svg";
import checkIcon from "../../components/icons/check.svg";
import editIcon from "../../components/icons/edit.svg";
import externalIcon from "../../components/icons/external.svg";
import eyeOffIcon from "../../components/icons/eye-off.svg";
import linkIcon from "../../components/icons/link.svg";
import mailIcon from "../../components/icons/mail.svg";
import repeatIcon from "../../components/icons/repeat.svg";
import trashIcon from "../../components/icons/trash.svg";
import userIcon from "../../components/icons/user.svg";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { selectRelationshipById } from "../../store/selectors/entities";
import {
  followAccount,
  unblockAccount,
  unmuteAccount,
} from "../../store/thunks/relationships";
import { paths } from "../../utils/paths";
import { Item, Menu } from "./AccountActionsMenu.styles";

/** The dialogs a menu entry opens. */
export type AccountDialog = "mute" | "block" | "note" | "removeFollower";

/** Compose with the mention filled in (the compose screen reads `mention`). */
export const composeMentionPath = (acct: string) => paths.compose(acct);

export interface AccountActionsMenuItemsProps {
  id: string;
  ref: RefObject<HTMLUListElement | null>;
  /** Where it sits on the screen. */
  style: CSSProperties;
  account: StoredAccount;
  onDialog: (dialog: AccountDialog) => void;
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
  const features = useAppSelector((s) => s.instance.features);
  const r = useAppSelector((s) => selectRelationshipById(s, account.id));
  const values = { acct: account.acct };
  // Opened from its toggle: the first entry takes the focus.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [ref]);
  const act = (run: () => unknown) => () => {
    run();
    onDone();
  };
  return (
    <Menu ref={ref} id={id} style={style}>
      <li>
        <Item as={Link} to={composeMentionPath(account.acct)}>
          <Icon src={mailIcon} size={16} />
          <FormattedMessage
            id="account.menu.mention"
            defaultMessage="Mention @{acct}"
            values={values}
          />
        </Item>
      </li>
      {r?.following && (
        <Entry
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
        </Entry>
      )}
      {r?.following && features.accountNotifies && (
        <Entry
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
        </Entry>
      )}
      {r?.followed_by && features.removeFromFollowers && (
        <Entry icon={trashIcon} onClick={() => onDialog("removeFollower")}>
          <FormattedMessage
            id="account.menu.removeFollower"
            defaultMessage="Remove @{acct} from followers"
            values={values}
          />
        </Entry>
      )}
      {features.notes && (
        <Entry icon={editIcon} onClick={() => onDialog("note")}>
          <FormattedMessage
            id="account.menu.note"
            defaultMessage="Personal note"
          />
        </Entry>
      )}
      {r?.muting ? (
        <Entry
          icon={eyeOffIcon}
          onClick={act(() => dispatch(unmuteAccount({ id: account.id })))}
        >
          <FormattedMessage
            id="account.menu.unmute"
            defaultMessage="Unmute @{acct}"
            values={values}
          />
        </Entry>
      ) : (
        features.mutes && (
          <Entry icon={eyeOffIcon} onClick={() => onDialog("mute")}>
            <FormattedMessage
              id="account.menu.mute"
              defaultMessage="Mute @{acct}"
              values={values}
            />
          </Entry>
        )
      )}
      {r?.blocking ? (
        <Entry
          icon={userIcon}
          onClick={act(() => dispatch(unblockAccount({ id: account.id })))}
        >
          <FormattedMessage
            id="account.menu.unblock"
            defaultMessage="Unblock @{acct}"
            values={values}
          />
        </Entry>
      ) : (
        <Entry icon={userIcon} onClick={() => onDialog("block")}>
          <FormattedMessage
            id="account.menu.block"
            defaultMessage="Block @{acct}"
            values={values}
          />
        </Entry>
      )}
      <CopyLink url={account.url} />
      <li>
        <Item
          href={account.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <Icon src={externalIcon} size={16} />
          <FormattedMessage
            id="account.menu.openOriginal"
            defaultMessage="Open original page"
          />
        </Item>
      </li>
    </Menu>
  );
}

function Entry({
  icon,
  onClick,
  children,
}: {
  icon: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Item as="button" type="button" onClick={onClick}>
        <Icon src={icon} size={16} />
        {children}
      </Item>
    </li>
  );
}

/** Copies the profile's address; says so once it worked. */
function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Insecure contexts have no clipboard: "Open original page" still shows it.
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
    <Entry icon={copied ? checkIcon : linkIcon} onClick={copy}>
      {copied ? (
        <FormattedMessage
          id="account.menu.copied"
          defaultMessage="Link copied"
        />
      ) : (
        <FormattedMessage
          id="account.menu.copyLink"
          defaultMessage="Copy link to profile"
        />
      )}
    </Entry>
  );
}
