import type { Features } from "../../../src/api/features";
import type { RootState } from "../../../src/store/rootReducer";
import { testReducer } from "../factories";

export {
  normalized,
  rawAccount,
  rawStatus,
  reduceAll,
  testReducer,
} from "../factories";

/** The empty state with exactly these filter and list gates on. */
export function stateWithFeatures(
  features: Partial<Features>,
  base: RootState = testReducer().initial,
): RootState {
  const off: Partial<Features> = {
    filters: false,
    filtersV2: false,
    filtersV2BlurAction: false,
  };
  return {
    ...base,
    instance: {
      ...base.instance,
      features: { ...base.instance.features, ...off, ...features },
    },
  };
}
