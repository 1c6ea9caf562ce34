import type { RootState } from "../rootReducer";

export const selectNotices = (state: RootState) => state.notices.items;
