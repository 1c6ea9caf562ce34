import { defineMessages } from "react-intl";

/** The messages of the member's event actions and screens (issue 19). */
export const eventMessages = defineMessages({
  events: { id: "events.title", defaultMessage: "Events" },
  newEvent: { id: "events.new", defaultMessage: "New event" },
  edit: { id: "event.edit", defaultMessage: "Edit event" },
  join: { id: "event.join.button", defaultMessage: "Join" },
  requestToJoin: {
    id: "event.join.request",
    defaultMessage: "Request to join",
  },
  leave: { id: "event.leave", defaultMessage: "Leave" },
  ics: { id: "event.ics", defaultMessage: "Add to calendar" },
  participants: { id: "event.participants", defaultMessage: "Participants" },
  requests: { id: "event.requests", defaultMessage: "Participation requests" },
  message: {
    id: "event.join.message",
    defaultMessage: "Message for the organiser",
  },
  send: { id: "event.join.send", defaultMessage: "Send request" },
  accept: {
    id: "notifications.followRequest.accept",
    defaultMessage: "Accept",
  },
  reject: {
    id: "notifications.followRequest.reject",
    defaultMessage: "Reject",
  },
});
