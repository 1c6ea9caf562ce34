import type { FeatureName } from "../../api/features";
import type { RootState } from "../rootReducer";

export const selectInstance = (state: RootState) => state.instance.data;

/** The domain of local accounts' handles ("" until the instance is known). */
export const selectLocalDomain = (state: RootState) =>
  state.instance.isDefault ? "" : state.instance.data.account_domain;

/** Feature gates as plain booleans; ask these, never the version. */
export const selectFeatures = (state: RootState) => state.instance.features;

export const selectSupports = (state: RootState, feature: FeatureName) =>
  state.instance.features[feature];

/** The detected server software and version (for display, not gating). */
export const selectServer = (state: RootState) => state.instance.server;
