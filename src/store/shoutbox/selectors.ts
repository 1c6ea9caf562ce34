import type { RootState } from "../rootReducer";
import { injectedShoutboxSlice } from "./slice";

/** The shoutbox, read through the injected slice (it loads with the screen). */
export const selectShoutbox = (state: RootState) =>
  injectedShoutboxSlice.selectSlice(state);
