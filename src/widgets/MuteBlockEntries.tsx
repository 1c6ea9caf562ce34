import { FormattedMessage } from "react-intl";
import eyeOffIcon from "../components/icons/eye-off.svg";
import userIcon from "../components/icons/user.svg";
import { MenuEntry } from "../components/MenuEntry";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { selectRelationshipById } from "../store/relationships/selectors";
import { unblockAccount, unmuteAccount } from "../store/relationships/thunks";

export interface MuteBlockEntriesProps {
  accountId: string;
  acct: string;
  /** Mute and block ask first, in a dialog. */
  onDialog: (dialog: "mute" | "block") => void;
  /** After an entry that acts at once (unmute, unblock). */
  onDone: () => void;
}

/**
 * Mute and block an account, or lift them: in its profile's menu and in the
 * menu of each of its posts. Muting needs the server's `mutes`; a mute
 * already in force can always be lifted.
 */
export function MuteBlockEntries({
  accountId,
  acct,
  onDialog,
  onDone,
}: MuteBlockEntriesProps) {
  const dispatch = useAppDispatch();
  const canMute = useAppSelector((s) => s.instance.features.mutes);
  const r = useAppSelector((s) => selectRelationshipById(s, accountId));
  const values = { acct };
  const act = (run: () => unknown) => () => {
    run();
    onDone();
  };
  return (
    <>
      {r?.muting ? (
        <MenuEntry
          icon={eyeOffIcon}
          onClick={act(() => dispatch(unmuteAccount({ id: accountId })))}
        >
          <FormattedMessage
            id="account.menu.unmute"
            defaultMessage="Unmute @{acct}"
            values={values}
          />
        </MenuEntry>
      ) : (
        canMute && (
          <MenuEntry icon={eyeOffIcon} onClick={() => onDialog("mute")}>
            <FormattedMessage
              id="account.menu.mute"
              defaultMessage="Mute @{acct}"
              values={values}
            />
          </MenuEntry>
        )
      )}
      {r?.blocking ? (
        <MenuEntry
          icon={userIcon}
          onClick={act(() => dispatch(unblockAccount({ id: accountId })))}
        >
          <FormattedMessage
            id="account.menu.unblock"
            defaultMessage="Unblock @{acct}"
            values={values}
          />
        </MenuEntry>
      ) : (
        <MenuEntry icon={userIcon} onClick={() => onDialog("block")}>
          <FormattedMessage
            id="account.menu.block"
            defaultMessage="Block @{acct}"
            values={values}
          />
        </MenuEntry>
      )}
    </>
  );
}
