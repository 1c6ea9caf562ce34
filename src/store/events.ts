import { createAction } from "@reduxjs/toolkit";
import type { FeatureName } from "../api/features";

/**
 * The server answered 404 or 501 to a call only `feature` needs: it does not
 * have the feature after all, whatever its version or metadata said. The
 * instance slice turns the feature off for the rest of the session, so its
 * UI hides and the call is not made again.
 */
export const featureUnavailable = createAction<{ feature: FeatureName }>(
  "features/unavailable",
);
