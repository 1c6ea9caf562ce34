import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { hashtagTimelineKey } from "../../store/keys";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { hashtagText } from "../../utils/hashtagText";
import { Timeline } from "./Timeline";
import { Message } from "../../components/Message";

/** `/tags/:id`: the public posts with one hashtag. */
export function HashtagTimelineScreen() {
  const tag = (useParams().id ?? "").replace(/^#/, "").trim();
  useDocumentTitle(tag === "" ? null : hashtagText(tag));
  if (tag === "") {
    return (
      <Message>
        <FormattedMessage
          id="timeline.hashtag.missing"
          defaultMessage="This hashtag does not exist."
        />
      </Message>
    );
  }
  const key = hashtagTimelineKey(tag);
  return (
    <Timeline
      key={key}
      timelineKey={key}
      label={hashtagText(tag)}
      header={<ColumnHeader title={hashtagText(tag)} />}
      emptyMessage={
        <FormattedMessage
          id="timeline.hashtag.empty"
          defaultMessage="No one has posted with #{tag} yet."
          values={{ tag }}
        />
      }
    />
  );
}
