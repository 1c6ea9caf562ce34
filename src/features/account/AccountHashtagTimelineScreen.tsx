import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { fullHandle } from "../../utils/handles";
import { Timeline } from "../../widgets/timeline/Timeline";
import { useRouteAccount } from "./useAccountFromRoute";

/**
 * An account's posts with one hashtag (/@user/tags/:id); the profile tabs are
 * hidden here. The key follows `store/keys.ts`:
 * `account:<id>:tag:<tag>`, tags lower-cased.
 */
export function AccountHashtagTimelineScreen() {
  const intl = useIntl();
  const account = useRouteAccount();
  const localDomain = useAppSelector(selectLocalDomain);
  const tag = (useParams().id ?? "").replace(/^#/, "");
  if (!account || account.suspended || tag === "") return null;
  const { displayFqn } = getConfig();
  const acct = displayFqn ? fullHandle(account, localDomain) : account.acct;
  const key = `account:${account.id}:tag:${tag.toLowerCase()}`;
  const title = intl.formatMessage(
    { id: "account.hashtag.title", defaultMessage: "#{tag} by @{acct}" },
    { tag, acct },
  );
  return (
    <Timeline
      key={key}
      timelineKey={key}
      label={title}
      header={<ColumnHeader level={2} title={title} />}
      emptyMessage={
        <FormattedMessage
          id="account.hashtag.empty"
          defaultMessage="@{acct} has no posts with #{tag} yet."
          values={{ tag, acct }}
        />
      }
    />
  );
}
