import { FormattedMessage } from "react-intl";
import { EmojiText } from "../../components/EmojiText";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { AuthorLink } from "../status/AuthorLink";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface ActorNameProps {
  accountId: string | undefined;
}

/** An actor's display name, bold, linking to their profile (with the hover card). */
export function ActorName({ accountId }: ActorNameProps) {
  const account = useAppSelector((s) =>
    accountId === undefined ? undefined : selectAccountById(s, accountId),
  );
  const { autoPlayGif } = useStatusConfig();
  if (!account) {
    return (
      <strong>
        <FormattedMessage id="notifications.someone" defaultMessage="Someone" />
      </strong>
    );
  }
  const name = account.display_name.trim() || account.username;
  return (
    <AuthorLink accountId={account.id} acct={account.acct}>
      <strong>
        <bdi>
          <EmojiText
            text={name}
            emojis={account.emojis}
            autoPlayGif={autoPlayGif}
          />
        </bdi>
      </strong>
    </AuthorLink>
  );
}
