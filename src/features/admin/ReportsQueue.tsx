import { useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { reportMessages as m } from "./reportMessages";
import { REPORT_ROW_HEIGHT, ReportRow } from "./ReportRow";

/** Rows rendered beyond each edge of the window. */
const OVERSCAN = 6;

export interface ReportsQueueProps {
  ids: readonly string[];
  search: string;
  selectedId: string | null;
  openId: string | null;
  /** Bumped when focus should go to the selected row. */
  focusRow: number;
  onSelect: (id: string) => void;
  /** Called as the selection nears the end of the held rows (the next page). */
  onNearEnd: () => void;
}

interface ListPlace {
  /** The list's distance from the top of the document. */
  offset: number;
  /** The top bar's height: rows scrolled to are kept below it. */
  topBar: number;
}

/** Where the list sits, read again as the page resizes (never while keys move the selection). */
function useListPlace(ref: RefObject<HTMLElement | null>): ListPlace {
  const [place, setPlace] = useState<ListPlace>({ offset: 0, topBar: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const node = ref.current;
      if (!node) return;
      const offset = Math.round(
        node.getBoundingClientRect().top + window.scrollY,
      );
      const topBar = topBarHeight();
      setPlace((was) =>
        was.offset === offset && was.topBar === topBar
          ? was
          : { offset, topBar },
      );
    };
    measure();
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [ref]);
  return place;
}

function topBarHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue(
    "--pl-top-bar-height",
  );
  return Number.parseFloat(value) || 0;
}

/**
 * Scrolls the window the least that shows row `index` below the top bar.
 * Rows have one height, so this is arithmetic: nothing is read from the
 * layout while the keys move (the virtualiser's scrollToIndex reads the
 * document's height for several frames after each move, forcing a layout
 * each time, which made a key's paint miss frames in a long queue).
 */
function scrollRowIntoView(index: number, { offset, topBar }: ListPlace) {
  const top = offset + index * REPORT_ROW_HEIGHT;
  const bottom = top + REPORT_ROW_HEIGHT;
  if (top < window.scrollY + topBar) window.scrollTo(0, top - topBar);
  else if (bottom > window.scrollY + window.innerHeight)
    window.scrollTo(0, bottom - window.innerHeight);
}

/**
 * The queue's rows, virtualised over the window like the timelines: a
 * queue of thousands keeps a few dozen rows in the document. Rows have one
 * height, so nothing is measured. The selected row is scrolled into view
 * and, when asked, focused; only it is reached by Tab.
 */
export function ReportsQueue({
  ids,
  search,
  selectedId,
  openId,
  focusRow,
  onSelect,
  onNearEnd,
}: ReportsQueueProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement | null>(null);
  const place = useListPlace(listRef);
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: ids.length,
    getItemKey,
    estimateSize: () => REPORT_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: place.offset,
    initialOffset: () => window.scrollY,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // Reports arriving live join the top; the rows already on screen keep
  // their place rather than move down under the moderator.
  const previousFirst = useRef<string | undefined>(ids[0]);
  useLayoutEffect(() => {
    const before = previousFirst.current;
    previousFirst.current = ids[0];
    if (before === undefined) return;
    const shift = ids.indexOf(before);
    const list = listRef.current;
    if (shift <= 0 || !list) return;
    if (list.getBoundingClientRect().top < place.topBar)
      window.scrollBy(0, shift * REPORT_ROW_HEIGHT);
  }, [ids, place.topBar]);

  const selectedIndex = selectedId === null ? -1 : ids.indexOf(selectedId);
  // The window follows the selection as it moves, not as rows arrive above it.
  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (selectedIndex < 0 || scrolledTo.current === selectedId) return;
    scrolledTo.current = selectedId;
    scrollRowIntoView(selectedIndex, place);
  }, [selectedId, selectedIndex, place]);
  useEffect(() => {
    if (selectedIndex >= 0 && selectedIndex >= ids.length - 10) onNearEnd();
  }, [selectedIndex, ids.length, onNearEnd]);
  // Focus follows the keys' selection once its row is in the document,
  // which can take the render after the scroll to it.
  const focusWanted = useRef(0);
  useLayoutEffect(() => {
    focusWanted.current = focusRow;
  }, [focusRow]);
  useLayoutEffect(() => {
    if (focusWanted.current === 0 || selectedId === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(
      `[data-report-id="${CSS.escape(selectedId)}"]`,
    );
    if (!row) return;
    focusWanted.current = 0;
    row.focus({ preventScroll: true });
  });

  const tabbableId = selectedIndex >= 0 ? selectedId : (ids[0] ?? null);
  return (
    <List
      ref={listRef}
      aria-label={intl.formatMessage(m.queue)}
      style={{ blockSize: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const id = ids[item.index];
        if (id === undefined) return null;
        return (
          <Item
            key={item.key}
            style={{
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <ReportRow
              id={id}
              search={search}
              selected={id === selectedId}
              open={id === openId}
              tabbable={id === tabbableId}
              onSelect={onSelect}
            />
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100%;
`;
