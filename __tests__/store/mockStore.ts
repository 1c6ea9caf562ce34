import type { UnknownAction } from "@reduxjs/toolkit";
import { legacy_configureStore as configureMockStore } from "redux-mock-store";
import { withExtraArgument, type ThunkDispatch } from "redux-thunk";
import type { ApiClient } from "../../src/api/client";
import type { Features } from "../../src/api/features";
import type { ThunkExtra } from "../../src/store/index";
import type { RootState } from "../../src/store/rootReducer";
import { testReducer } from "./factories";

type Dispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
type MockMiddleware = NonNullable<
  Parameters<typeof configureMockStore>[0]
>[number];

/** A redux-mock-store with the thunk middleware and the API client as `extra`. */
export function mockStore(state: RootState, client: ApiClient) {
  // redux-mock-store is typed against Redux 4's middleware signature.
  const extra: ThunkExtra = {
    client,
    home: client.baseUrl,
    loadComposer: () => import("../../src/store/compose/slice"),
  };
  const thunk = withExtraArgument(extra) as unknown as MockMiddleware;
  // STYLE.md section 9 keeps redux-mock-store for tests of dispatch order.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const create = configureMockStore<RootState, Dispatch>([thunk]);
  return create(state);
}

/** The empty state, with some feature gates switched. */
export function stateWith(
  features: Partial<Features> = {},
  patch: Partial<RootState> = {},
): RootState {
  const { initial } = testReducer();
  return {
    ...initial,
    ...patch,
    instance: {
      ...initial.instance,
      features: { ...initial.instance.features, ...features },
    },
  };
}

/** The payload of the `index`-th recorded action. */
export function payloadAt(
  store: { getActions(): unknown[] },
  index = 1,
): unknown {
  const action: unknown = store.getActions()[index];
  return typeof action === "object" && action !== null && "payload" in action
    ? action.payload
    : undefined;
}

/** The `index`-th recorded action. */
export function actionAt(
  store: { getActions(): unknown[] },
  index: number,
): unknown {
  return store.getActions()[index];
}

/** The type of each recorded action. */
export function types(store: { getActions(): unknown[] }): string[] {
  return store
    .getActions()
    .map((action) =>
      typeof action === "object" && action !== null && "type" in action
        ? String(action.type)
        : "?",
    );
}
