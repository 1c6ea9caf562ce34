import { Suspense } from "react";
import { useAppSelector } from "../store/hooks";
import { selectSupports } from "../store/instance/selectors";
import { lazyScreen } from "./lazyScreen";

const StoriesStrip = lazyScreen(() =>
  import(
    /* webpackChunkName: "stories" */ "../features/stories/StoriesStrip"
  ).then((m) => m.StoriesStrip),
);

/**
 * Pixelfed's stories above the member's home, where the server has them
 * (gate `stories`): the strip is a chunk of its own, fetched only there, so
 * neither the visitor's homepage nor another family's home loads it.
 */
export function HomeStories() {
  const supported = useAppSelector((s) => selectSupports(s, "stories"));
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <StoriesStrip />
    </Suspense>
  );
}
