import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { ColumnHeader } from "../../components/ColumnHeader";
import { lazyComponent } from "../../components/lazyComponent";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { selectIsVisitor } from "../../store/session/selectors";
import { hashtagTimelineKey } from "../../store/keys";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { hashtagText } from "../../utils/hashtagText";
import { Timeline } from "../../widgets/timeline/Timeline";
import { Message } from "../../components/Message";

const HashtagHeaderFollow = lazyComponent(() =>
  import(/* webpackChunkName: "hashtag-follow" */ "./HashtagHeaderFollow").then(
    (m) => m.HashtagHeaderFollow,
  ),
);

/** Members follow the tag from its page, where the server has followed hashtags. */
function HashtagFollow({ tag }: { tag: string }) {
  const canFollow = useAppSelector(
    (state) =>
      !selectIsVisitor(state) && selectSupports(state, "followHashtags"),
  );
  if (!canFollow) return null;
  return (
    <Suspense fallback={null}>
      <HashtagHeaderFollow tag={tag} />
    </Suspense>
  );
}

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
      header={
        <ColumnHeader title={hashtagText(tag)}>
          <HashtagFollow tag={tag} />
        </ColumnHeader>
      }
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
