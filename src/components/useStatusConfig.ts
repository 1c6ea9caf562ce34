import { createContext, useContext } from "react";
import { getConfig } from "../config";

/** How media marked sensitive shows: as each post says, always, or never. */
export type MediaDisplay = "default" | "show_all" | "hide_all";

/** The operator settings and the member's preferences a post reads (spec 01 section 3). */
export interface StatusConfig {
  autoPlayGif: boolean;
  displayFqn: boolean;
  /** Galleries show the server's small previews instead of the full images. */
  mediaPreview: boolean;
  /** Content warnings start open. */
  expandSpoilers: boolean;
  mediaDisplay: MediaDisplay;
  /** Ctrl+Enter (⌘+Enter) sends the post being written. */
  submitWithCtrlEnter: boolean;
}

/** The operator's settings, before (or without) a member's preferences. */
export function operatorStatusConfig(): StatusConfig {
  const { autoPlayGif, displayFqn, mediaPreview } = getConfig();
  return {
    autoPlayGif,
    displayFqn,
    mediaPreview,
    expandSpoilers: false,
    mediaDisplay: "default",
    submitWithCtrlEnter: true,
  };
}

/** The app provides the member's preferences over the operator's settings here. */
export const StatusConfigContext = createContext<StatusConfig | null>(null);

/** Settings for posts: the member's preferences where the app provides them. */
export function useStatusConfig(): StatusConfig {
  return useContext(StatusConfigContext) ?? operatorStatusConfig();
}
