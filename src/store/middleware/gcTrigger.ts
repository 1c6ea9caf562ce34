import {
  isAction,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { hasEntities } from "../entities";
import { collectGarbage } from "../gc";
import type { ThunkExtra } from "../index";
import type { RootState } from "../rootReducer";
import { streamBatchReceived } from "../streaming/slice";

/**
 * Runs the garbage collector (`gc.ts`) after every `every` actions that bring
 * entities in: stream batches and fetched responses alike, so a session
 * without a socket is bounded too. A collection costs O(entities), so
 * running it every few dozen such actions keeps it well off the hot path.
 */
export function createGcTrigger(
  every = 20,
): Middleware<
  object,
  RootState,
  ThunkDispatch<RootState, ThunkExtra, UnknownAction>
> {
  return (api) => {
    let since = 0;
    return (next) => (action) => {
      const result = next(action);
      if (
        isAction(action) &&
        (streamBatchReceived.match(action) || hasEntities(action))
      ) {
        since += 1;
        if (since >= every) {
          since = 0;
          api.dispatch(collectGarbage());
        }
      }
      return result;
    };
  };
}
