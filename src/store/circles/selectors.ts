import type { Circle } from "../../api/schemas/circle";
import { collectionSelectors } from "../collections/selectors";
import type { RootState } from "../rootReducer";
import { injectedCirclesSlice } from "./slice";
import type { CirclesState } from "./state";

/** Read through the injected slice, so a screen that selects circles has loaded it. */
const circles = collectionSelectors<Circle, CirclesState>((state: RootState) =>
  injectedCirclesSlice.selectSlice(state),
);

/** The member's circles by title, without those being deleted; null until loaded. */
export const selectCircleIds = circles.selectIdsByTitle;

export const selectCircleById = circles.selectById;

export const selectCircleMembers = circles.membersSelector(
  (slice) => slice.members,
);

/** Accounts found for `q`; empty until its answer is in. */
export const selectCircleCandidates = circles.selectCandidates;
