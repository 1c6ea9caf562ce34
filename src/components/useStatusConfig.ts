import { getConfig } from "../config";

/** The operator settings a post reads (spec 01 section 3). */
export interface StatusConfig {
  autoPlayGif: boolean;
  displayFqn: boolean;
  /** Galleries show the server's small previews instead of the full images. */
  mediaPreview: boolean;
}

/**
 * Operator settings for posts. Read through this hook so that the app-level
 * configuration context, when it lands, replaces one line.
 */
export function useStatusConfig(): StatusConfig {
  const { autoPlayGif, displayFqn, mediaPreview } = getConfig();
  return { autoPlayGif, displayFqn, mediaPreview };
}
