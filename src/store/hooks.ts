import {
  createAsyncThunk,
  type AsyncThunk,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
} from "@reduxjs/toolkit";
import type { AsyncThunkConfig } from "@reduxjs/toolkit";
import { useDispatch, useSelector, useStore } from "react-redux";
import type { FeatureName } from "../api/features";
import type { FieldError } from "../api/schemas/fieldErrors";
import { rejectOptional, toFailure } from "./failure";
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
  /** Why no usable answer came, where it is not the status: said to the member in place. */
  /** `stale`: an answer for an account no longer in use, dropped unsaid. */
  kind?: "timeout" | "network" | "unreadable" | "stale";
  /** A refused form's reasons, each with the field it names (`fields: true`). */
  fields?: FieldError[];
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

/** The thunk configuration every `createAppAsyncThunk` thunk carries. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: ThunkFailure;
  rejectedMeta: RejectionMeta;
}

/** What a thunk adds to the app's configuration (`pendingMeta`, say). */
type ThunkConfigExtension = Pick<
  AsyncThunkConfig,
  "pendingMeta" | "fulfilledMeta"
>;

/** How a thunk's failures are told, declared once per thunk. */
export interface FailureOptions<Arg> {
  /**
   * Whether a failure is kept from the toasts (see `RejectionMeta`): the
   * screen that asked says it in place, or the work is optional or in the
   * background. Default false: the errors middleware toasts it.
   */
  silent?: boolean | ((failure: ThunkFailure, arg: Arg) => boolean);
  /**
   * The optional feature only this call needs: its failures are silent, and
   * a 404 or 501 turns the feature off for the session (`rejectOptional`).
   */
  optional?: FeatureName | ((arg: Arg) => FeatureName | null);
  /**
   * The call sends a form: the failure carries the server's reasons by
   * field (`ThunkFailure.fields`), for the form to show beside each field.
   */
  fields?: boolean;
}

export type AppThunkOptions<
  Arg,
  Config extends AsyncThunkConfig = AppThunkConfig,
> = AsyncThunkOptions<Arg, Config> & FailureOptions<Arg>;

const createTypedThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * A refused form's failure with its reasons by field (formFailure.ts, loaded
 * with the first refusal); without them where that code cannot load
 * (offline), as any other failure.
 */
function formFailure(error: unknown): Promise<ThunkFailure> {
  return import("./formFailure").then(
    ({ toFormFailure }) => toFormFailure(error),
    () => toFailure(error),
  );
}

/**
 * The one pre-typed thunk creator (STYLE.md section 6). The API client comes
 * as `extra`; thunks return `{ result, entities, ... }` and never toast. The
 * failure wrapping is here, once: whatever the payload creator throws
 * rejects with `rejectWithValue(toFailure(error), { silent })`, its silence
 * declared in the options (`silent`, `optional`). A payload creator may
 * still reject by itself, with a failure of its own making.
 */
export function createAppAsyncThunk<Returned, Arg = void>(
  typePrefix: string,
  payloadCreator: AsyncThunkPayloadCreator<Returned, Arg, AppThunkConfig>,
  options?: AppThunkOptions<Arg>,
): AsyncThunk<Returned, Arg, AppThunkConfig>;
/** With a configuration extended (`pendingMeta`), named explicitly. */
export function createAppAsyncThunk<
  Returned,
  Arg,
  Extension extends ThunkConfigExtension,
>(
  typePrefix: string,
  payloadCreator: AsyncThunkPayloadCreator<
    Returned,
    Arg,
    AppThunkConfig & Extension
  >,
  options?: AppThunkOptions<Arg, AppThunkConfig & Extension>,
): AsyncThunk<Returned, Arg, AppThunkConfig & Extension>;
// The overloads type each thunk; this body is typed for any of them.
export function createAppAsyncThunk(
  typePrefix: string,
  payloadCreator: (arg: never, thunk: never) => unknown,
  options: object = {},
): unknown {
  const create = payloadCreator as AsyncThunkPayloadCreator<
    unknown,
    unknown,
    AppThunkConfig
  >;
  const {
    silent = false,
    optional,
    fields = false,
    ...thunkOptions
  } = options as AppThunkOptions<unknown>;
  return createTypedThunk(
    typePrefix,
    async (arg, thunk) => {
      try {
        return await create(arg, thunk);
      } catch (error) {
        const feature =
          typeof optional === "function" ? optional(arg) : optional;
        if (feature != null) return rejectOptional(feature, error, thunk);
        const failure = fields ? await formFailure(error) : toFailure(error);
        const quiet =
          typeof silent === "function" ? silent(failure, arg) : silent;
        return thunk.rejectWithValue(failure, { silent: quiet });
      }
    },
    thunkOptions,
  );
}
