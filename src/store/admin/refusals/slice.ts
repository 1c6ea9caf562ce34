import {
  createSlice,
  isRejectedWithValue,
  type UnknownAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import { isRecord } from "../../../api/schemas/utils";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";

/**
 * The console sections in which the server refused one of the viewer's
 * actions as beyond their role (403), by the section's slice name
 * (`adminFederation`): the section then says in place what the role cannot
 * do, beside the toast that named the action. Loads are left out: a list
 * that the role may not read says so itself.
 */
export interface AdminRefusalsState {
  sections: Record<string, true>;
}

const initialState: AdminRefusalsState = { sections: {} };

/** The slice name of a console action the server refused with 403, else null. */
function refusedSection(action: UnknownAction): string | null {
  if (!isRejectedWithValue(action) || !action.type.startsWith("admin"))
    return null;
  const { payload, meta } = action;
  const silent = "silent" in meta && meta.silent === true;
  const status = isRecord(payload) ? payload.status : null;
  return status === 403 && !silent ? (action.type.split("/")[0] ?? null) : null;
}

export const adminRefusalsSlice = createSlice({
  name: "adminRefusals",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(
        (action: UnknownAction) => refusedSection(action) !== null,
        (state, action: UnknownAction) => {
          const section = refusedSection(action);
          if (section) state.sections[section] = true;
        },
      );
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminRefusalsSlice> {}
}

const injected = adminRefusalsSlice.injectInto(combinedReducer);

/** Whether the server refused an action of this section's slice as beyond the viewer's role. */
export const selectIsRefused = (state: RootState, section: string) =>
  injected.selectSlice(state).sections[section] === true;
