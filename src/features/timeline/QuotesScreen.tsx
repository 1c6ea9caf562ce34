import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Timeline } from "../../widgets/timeline/Timeline";
import { useDocumentTitle } from "../../components/useDocumentTitle";

/** The route /@{username}/posts/{statusId}/quotes: the posts that quote a post. */
export function QuotesScreen() {
  const intl = useIntl();
  const { statusId = "" } = useParams();
  const title = intl.formatMessage({
    id: "status.quotes.heading",
    defaultMessage: "Quotes",
  });
  useDocumentTitle(title);
  return (
    <Timeline
      // The key of a post's quotes (see `store/keys.ts`); the timeline retains it.
      timelineKey={`quotes:${statusId}`}
      label={title}
      header={<ColumnHeader title={title} />}
      emptyMessage={
        <FormattedMessage
          id="status.quotes.empty"
          defaultMessage="No one has quoted this post yet."
        />
      }
    />
  );
}
