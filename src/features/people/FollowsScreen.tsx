import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Message } from "../../components/Message";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectAccountByAcct } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { parseAcctSegment } from "../../utils/paths";
import { AccountPeopleList } from "./AccountPeopleList";
import { Column } from "./Column";

export interface FollowsScreenProps {
  list: "followers" | "following";
}

/**
 * `/@user/followers` and `/@user/following`, in the profile layout (whose
 * header loads the account). An account that hides the list shows it to
 * itself only: others are told so, and the server is not asked.
 */
export function FollowsScreen({ list }: FollowsScreenProps) {
  const intl = useIntl();
  const acct = parseAcctSegment(useParams().acct);
  const account = useAppSelector((state) =>
    acct === null ? undefined : selectAccountByAcct(state, acct),
  );
  const isSelf = useAppSelector((state) => state.session.me === account?.id);
  const title =
    list === "followers"
      ? intl.formatMessage({
          id: "people.followers.title",
          defaultMessage: "Followers",
        })
      : intl.formatMessage({
          id: "people.following.title",
          defaultMessage: "Following",
        });
  useDocumentTitle(title);
  // The profile header says why an account is missing (loading, gone).
  if (account === undefined) return null;
  const hidden =
    !isSelf &&
    (list === "followers" ? account.hide_followers : account.hide_follows);
  return (
    <Column>
      <ColumnHeader title={title} level={2} />
      {hidden ? (
        <Message>
          {list === "followers" ? (
            <FormattedMessage
              id="people.followers.hidden"
              defaultMessage="This account hides its followers."
            />
          ) : (
            <FormattedMessage
              id="people.following.hidden"
              defaultMessage="This account hides who it follows."
            />
          )}
        </Message>
      ) : (
        <AccountPeopleList
          source={{ kind: list, accountId: account.id }}
          label={title}
        />
      )}
    </Column>
  );
}
