import type { RootState } from "../rootReducer";
import type { ComposerId } from "./draft";
import { injectedComposeSlice, type ComposerState } from "./slice";

/** Read through the injected slice, which loads with the composer's code. */
export const selectCompose = (state: RootState) =>
  injectedComposeSlice.selectSlice(state);

export const selectComposer = (
  state: RootState,
  composerId: ComposerId,
): ComposerState => selectCompose(state).composers[composerId];
