import { Suspense, useEffect } from "react";
import { lazyComponent } from "../components/lazyComponent";
import { afterFirstScreen } from "../components/startup";
import { useAppSelector } from "../store/hooks";
import { selectModalStack } from "../store/modals/slice";

// The stack's code (and each modal's loader) is a chunk of its own, loaded
// after the first screen has painted: it is small, and the first modal then
// waits for its own chunk only.
const ModalStack = lazyComponent(() =>
  import(/* webpackChunkName: "modal-stack" */ "./ModalStack").then(
    (m) => m.ModalStack,
  ),
);

/** Renders the modal stack (spec 01 sections 2 and 4), bottom to top. */
export function ModalRoot() {
  const stack = useAppSelector(selectModalStack);
  useEffect(() => {
    void afterFirstScreen()
      .then(ModalStack.preload)
      .catch(() => undefined);
  }, []);
  if (stack.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack stack={stack} />
    </Suspense>
  );
}
