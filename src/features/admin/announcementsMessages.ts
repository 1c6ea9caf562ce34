import { defineMessages } from "react-intl";

export const announcementsMessages = defineMessages({
  text: { id: "admin.announcements.text", defaultMessage: "Text" },
  startsAt: { id: "admin.announcements.startsAt", defaultMessage: "Starts" },
  endsAt: { id: "admin.announcements.endsAt", defaultMessage: "Ends" },
  allDay: { id: "admin.announcements.allDay", defaultMessage: "All day" },
  publishNow: {
    id: "admin.announcements.publishNow",
    defaultMessage: "Publish now",
  },
  schedule: { id: "compose.form.schedule", defaultMessage: "Schedule" },
  scheduled: {
    id: "admin.announcements.scheduled",
    defaultMessage: "Scheduled",
  },
  showing: { id: "admin.announcements.showing", defaultMessage: "Showing" },
  ended: { id: "admin.announcements.ended", defaultMessage: "Ended" },
  forbidden: {
    id: "admin.announcements.forbidden",
    defaultMessage: "manage announcements",
  },
});
