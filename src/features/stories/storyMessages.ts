import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

export const storyMessages = defineMessages({
  strip: { id: "stories.strip.title", defaultMessage: "Stories" },
  ring: {
    id: "stories.ring.label",
    defaultMessage:
      "{seen, select, true {Stories by {name}, seen} other {Stories by {name}, new}}",
  },
  own: { id: "stories.own.label", defaultMessage: "Your story" },
  add: { id: "stories.add.title", defaultMessage: "Add to your story" },
  title: { id: "stories.viewer.title", defaultMessage: "Stories by {name}" },
  position: {
    id: "stories.viewer.position",
    defaultMessage: "Story {index} of {count}",
  },
  previous: { id: "status.mediaModal.previous", defaultMessage: "Previous" },
  next: { id: "status.mediaModal.next", defaultMessage: "Next" },
  pause: { id: "stories.viewer.pause", defaultMessage: "Pause" },
  play: { id: "stories.viewer.play", defaultMessage: "Play" },
  none: {
    id: "stories.viewer.none",
    defaultMessage: "There are no stories to see.",
  },
  failed: {
    id: "stories.viewer.failed",
    defaultMessage: "These stories could not be loaded.",
  },
  viewers: { id: "stories.viewers.title", defaultMessage: "Viewers" },
  viewerCount: {
    id: "stories.viewers.count",
    defaultMessage: "{count, plural, one {# viewer} other {# viewers}}",
  },
  viewersFailed: {
    id: "pagedList.error",
    defaultMessage: "This list could not be loaded.",
  },
  noViewers: {
    id: "stories.viewers.empty",
    defaultMessage: "No one has seen this story yet.",
  },
  delete: { id: "status.more.delete", defaultMessage: "Delete" },
  deleteConfirm: {
    id: "stories.delete.confirm",
    defaultMessage: "Delete this story? Its viewers go with it.",
  },
  photo: { id: "stories.add.photo", defaultMessage: "Photo" },
  duration: { id: "account.mute.duration", defaultMessage: "Duration" },
  seconds: {
    id: "stories.add.seconds",
    defaultMessage: "{count, plural, one {# second} other {# seconds}}",
  },
  publish: { id: "stories.add.publish", defaultMessage: "Publish" },
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
});

registerActionLabels({
  "stories/delete": storyMessages.delete,
  "stories/fetchViewers": storyMessages.loadMore,
});
