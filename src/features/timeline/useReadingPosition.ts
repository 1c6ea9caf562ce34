import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type RefObject,
} from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { fetchMarkers, saveMarker } from "../../store/markers/thunks";
import { isNewerInList } from "../../store/itemOrder";
import { throttle } from "../../utils/throttle";
import { newestSeenItem, type RowBox } from "./readingPosition";

/** Saving waits this long after the last scroll (spec: debounced). */
export const SAVE_DELAY_MS = 5000;
const SCAN_THROTTLE_MS = 200;

/**
 * Loads the home marker (where the server has markers) and returns the
 * position as it was when this screen opened: the divider stays where the
 * reader left off while new saves move the stored marker on.
 */
export function useSavedPosition(): string | null {
  const dispatch = useAppDispatch();
  const canUse = useAppSelector(
    (state) =>
      state.session.accessToken !== null && state.instance.features.markers,
  );
  const fetchedAt = useAppSelector((state) => state.markers.fetchedAt);
  const held = useAppSelector(
    (state) => state.markers.byTimeline.home?.last_read_id ?? null,
  );
  const [opened, setOpened] = useState(() =>
    fetchedAt === null ? null : { id: held },
  );
  // The first answer while open fixes the divider (state set during render).
  if (opened === null && fetchedAt !== null) setOpened({ id: held });
  useEffect(() => {
    if (canUse) void dispatch(fetchMarkers());
  }, [dispatch, canUse]);
  return opened?.id ?? null;
}

function feedRows(container: HTMLElement): RowBox[] {
  const rows = container.querySelectorAll<HTMLElement>(
    '[role="feed"] > [data-index]',
  );
  return Array.from(rows, (row) => {
    const box = row.getBoundingClientRect();
    return {
      index: Number(row.dataset.index),
      top: box.top,
      bottom: box.bottom,
    };
  });
}

/**
 * Runs `fn` once the next frame is out, when the rows just mounted or moved
 * are laid out: reading their boxes then costs no layout of its own. Read at
 * once (in the mutation callback right after a commit, or a scroll event
 * after the virtualiser's re-render) each scan forced the page's layout
 * early. Returns a cancel function.
 */
function afterNextFrame(fn: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(fn, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** The newest home post in view, read from the rendered rows. */
function scanNewestSeen(
  container: HTMLElement,
  items: readonly string[],
): string | null {
  const header = container.querySelector("header")?.getBoundingClientRect();
  const viewTop = Math.max(0, header?.bottom ?? 0);
  return newestSeenItem(
    feedRows(container),
    items,
    viewTop,
    window.innerHeight,
  );
}

/**
 * Saves the newest home post the reader has seen as the home marker:
 * SAVE_DELAY_MS after scrolling (or new rows) settles, at once when the page
 * is hidden, and when the screen closes. `saveMarker` only ever moves the
 * marker forward, so scrolling back down never loses the place.
 */
export function useSavePosition(
  containerRef: RefObject<HTMLElement | null>,
  items: readonly string[],
): void {
  const dispatch = useAppDispatch();
  const seen = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const scan = useEffectEvent(() => {
    const container = containerRef.current;
    const newest = container && scanNewestSeen(container, items);
    // The newest seen this visit: scrolling down to older posts keeps it.
    if (
      newest &&
      (!seen.current || isNewerInList(newest, seen.current, items))
    ) {
      seen.current = newest;
    }
  });
  const saveNow = useEffectEvent(() => {
    window.clearTimeout(timer.current);
    scan();
    if (seen.current) {
      void dispatch(saveMarker({ timeline: "home", lastReadId: seen.current }));
    }
  });
  const saveLater = useEffectEvent(() => {
    scan();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => saveNow(), SAVE_DELAY_MS);
  });

  useEffect(() => {
    let cancelScan: (() => void) | null = null;
    const onChange = throttle(() => {
      // Until a post has been seen, at once: leaving right away still saves.
      if (seen.current === null) saveLater();
      else
        cancelScan ??= afterNextFrame(() => {
          cancelScan = null;
          saveLater();
        });
    }, SCAN_THROTTLE_MS);
    const onHide = () => saveNow();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") saveNow();
    };
    // The virtualiser mounts rows after the items change, and as the reader
    // scrolls: new rows are a change of what is in view too.
    const rows = new MutationObserver(onChange);
    if (containerRef.current) {
      rows.observe(containerRef.current, { childList: true, subtree: true });
    }
    window.addEventListener("scroll", onChange, { passive: true });
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      rows.disconnect();
      window.removeEventListener("scroll", onChange);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      onChange.cancel();
      cancelScan?.();
      saveNow();
    };
  }, [containerRef]);
}
