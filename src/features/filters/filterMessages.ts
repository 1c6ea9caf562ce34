import { defineMessages, type MessageDescriptor } from "react-intl";
import type { FilterContext } from "../../api/endpoints/filters";
import type { FilterAction } from "../../api/schemas/filter";
import { registerActionLabels } from "../../components/actionLabels";

/** The filters feature's shared words. */
export const filterMessages = defineMessages({
  title: { id: "filters.title", defaultMessage: "Filters" },
  new: { id: "filters.new", defaultMessage: "New filter" },
  edit: { id: "filters.edit", defaultMessage: "Edit filter" },
  delete: { id: "filters.delete", defaultMessage: "Delete filter" },
  filterPost: { id: "status.more.filter", defaultMessage: "Filter this post" },
  // The lists' word: one translation for both forms.
  name: { id: "lists.field.title", defaultMessage: "Title" },
  keywords: { id: "filters.field.keywords", defaultMessage: "Keywords" },
  expires: { id: "filters.field.expires", defaultMessage: "Expires" },
  never: { id: "filters.expires.never", defaultMessage: "Never" },
  expired: { id: "filters.expired", defaultMessage: "Expired" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
});

export const contextMessages: Record<FilterContext, MessageDescriptor> =
  defineMessages({
    home: { id: "filters.context.home", defaultMessage: "Home and lists" },
    notifications: {
      id: "notifications.screen.title",
      defaultMessage: "Notifications",
    },
    public: {
      id: "filters.context.public",
      defaultMessage: "Public timelines",
    },
    thread: { id: "filters.context.thread", defaultMessage: "Conversations" },
    account: { id: "filters.context.account", defaultMessage: "Profiles" },
  });

export const actionMessages: Record<FilterAction, MessageDescriptor> =
  defineMessages({
    warn: {
      id: "filters.action.warn",
      defaultMessage: "Hide behind a warning",
    },
    hide: { id: "filters.action.hide", defaultMessage: "Hide completely" },
    blur: { id: "filters.action.blur", defaultMessage: "Blur media" },
  });

/*
 * What the failure toasts call the filters' actions (app/failedActions.ts),
 * registered when this code loads.
 */
registerActionLabels({
  "filters/delete": filterMessages.delete,
  "filters/removeStatus": filterMessages.remove,
});
