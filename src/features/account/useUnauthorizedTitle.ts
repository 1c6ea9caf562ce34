import { useIntl } from "react-intl";
import { useAppSelector } from "../../store/hooks";

/**
 * The UNAUTHORIZED modal's title for an action: "Follow Alex", "Boost this
 * post"... `accountId` names the account to follow ("" when none).
 */
export function useUnauthorizedTitle(
  action: string,
  accountId: string,
): string {
  const intl = useIntl();
  const name = useAppSelector((state) => {
    const account = state.accounts.byId[accountId];
    return account ? account.display_name.trim() || account.username : null;
  });
  switch (action) {
    case "FOLLOW":
      return name === null
        ? intl.formatMessage({
            id: "account.unauthorized.title.followAccount",
            defaultMessage: "Follow this account",
          })
        : intl.formatMessage(
            {
              id: "account.unauthorized.title.follow",
              defaultMessage: "Follow {name}",
            },
            { name },
          );
    case "REPLY":
      return intl.formatMessage({
        id: "account.unauthorized.title.reply",
        defaultMessage: "Reply to this post",
      });
    case "REBLOG":
      return intl.formatMessage({
        id: "account.unauthorized.title.reblog",
        defaultMessage: "Boost this post",
      });
    case "FAVOURITE":
      return intl.formatMessage({
        id: "account.unauthorized.title.favourite",
        defaultMessage: "Like this post",
      });
    case "DISLIKE":
      return intl.formatMessage({
        id: "account.unauthorized.title.dislike",
        defaultMessage: "Dislike this post",
      });
    case "QUOTE":
      return intl.formatMessage({
        id: "account.unauthorized.title.quote",
        defaultMessage: "Quote this post",
      });
    case "BOOKMARK":
      return intl.formatMessage({
        id: "account.unauthorized.title.bookmark",
        defaultMessage: "Bookmark this post",
      });
    case "REACT":
      return intl.formatMessage({
        id: "account.unauthorized.title.react",
        defaultMessage: "React to this post",
      });
    case "JOIN":
      return intl.formatMessage({
        id: "account.unauthorized.title.join",
        defaultMessage: "Join this event",
      });
    default:
      return intl.formatMessage({
        id: "account.unauthorized.title.other",
        defaultMessage: "Interact from your own server",
      });
  }
}
