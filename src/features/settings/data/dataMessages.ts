import { defineMessages } from "react-intl";

/** What each kind of export and import is called (the people screens' titles where they have one). */
export const kindMessages = defineMessages({
  follows: { id: "people.following.title", defaultMessage: "Following" },
  followers: { id: "people.followers.title", defaultMessage: "Followers" },
  lists: { id: "lists.title", defaultMessage: "Lists" },
  blocks: { id: "data.kind.blocks", defaultMessage: "Blocked accounts" },
  mutes: { id: "data.kind.mutes", defaultMessage: "Muted accounts" },
});

export const dataMessages = defineMessages({
  import: { id: "data.import.title", defaultMessage: "Import" },
});
