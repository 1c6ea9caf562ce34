import type { RootState } from "../rootReducer";

export const selectStreamingStatus = (state: RootState) =>
  state.streaming.status;
