import { createAsyncThunk } from "@reduxjs/toolkit";
import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, RootState, ThunkExtra } from "./index";

/** Typed hooks: components use these, never the untyped react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** What a rejected thunk carries: serialisable, for the errors middleware's notices. */
export interface ThunkFailure {
  message: string;
  /** The HTTP status, or null when the request never got an answer. */
  status: number | null;
}

/**
 * The meta every rejection carries (`rejectWithValue(failure, meta)`), the one
 * way a thunk says whether its failure is toasted. `silent`: the screen that
 * asked shows the failure in place, or the work is optional or in the
 * background; the errors middleware toasts only the others.
 */
export interface RejectionMeta {
  silent: boolean;
}

/**
 * The one pre-typed thunk creator (STYLE.md section 6). The API client comes
 * as `extra`; thunks return `{ result, entities, ... }` and never toast.
 */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/** The thunk configuration every `createAppAsyncThunk` thunk carries. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: ThunkFailure;
  rejectedMeta: RejectionMeta;
}
