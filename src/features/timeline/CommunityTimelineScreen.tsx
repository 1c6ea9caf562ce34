import { FormattedMessage, useIntl } from "react-intl";
import { ColumnHeader } from "../../components/ColumnHeader";
import { getConfig } from "../../config";
import { hashtagText } from "../../utils/hashtagText";
import { homeTimelineKey } from "./homeTimeline";
import { Timeline } from "../../widgets/timeline/Timeline";

/**
 * The homepage (`/`): the local public timeline, or the hashtag timeline the
 * operator configured as `homePage` (spec 01 section 2).
 */
export function CommunityTimelineScreen() {
  const intl = useIntl();
  const { homePage } = getConfig();
  if (homePage.type === "hashtag") {
    const tag = homePage.hashtag;
    return (
      <Timeline
        timelineKey={homeTimelineKey(homePage)}
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
  const title = intl.formatMessage({
    id: "timeline.community.title",
    defaultMessage: "Local timeline",
  });
  return (
    <Timeline
      timelineKey={homeTimelineKey(homePage)}
      label={title}
      header={<ColumnHeader title={title} />}
      emptyMessage={
        <FormattedMessage
          id="timeline.community.empty"
          defaultMessage="No one on this server has posted publicly yet."
        />
      }
    />
  );
}
