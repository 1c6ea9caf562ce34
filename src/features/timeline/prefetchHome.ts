import type { AppDispatch } from "../../store/index";
import { fetchFilters } from "../../store/filters/thunks";
import { fetchMarkers } from "../../store/markers/thunks";
import { fetchTimeline } from "../../store/timelines/thunks";

/**
 * What a member's `/home` shows first, asked before the screen renders
 * (app/routes.tsx `preloadRoute`): its timeline, the filters its posts wait
 * for and the home marker that places the "You were here" divider. The
 * first screen then renders with its posts in one interruptible pass; each
 * arriving after it re-rendered the screen in one blocking task (issue 22:
 * most of the member's 322 ms of blocking before the first post). The
 * screen's own requests find these under way or their data fresh.
 */
export function prefetchHome(dispatch: AppDispatch): Promise<unknown> {
  return Promise.all([
    dispatch(fetchTimeline({ key: "home" })),
    dispatch(fetchFilters()),
    dispatch(fetchMarkers()),
  ]);
}
