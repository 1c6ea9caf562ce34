import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { Outlet, useParams, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  listKeyOf,
  listQueryOf,
  type ReportFilters,
} from "../../store/admin/reports/queue";
import {
  makeSelectQueueIds,
  selectListsFilterByAccount,
  selectReportList,
} from "../../store/admin/reports/selectors";
import {
  fetchAdminReports,
  fetchMoreAdminReports,
} from "../../store/admin/reports/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { BREAKPOINTS, mediaUp } from "../../styles/theme";
import { AdminForbidden, isForbidden } from "./AdminForbidden";
import { ReportActionDialog } from "./ReportActionDialog";
import { ReportNotice } from "./ReportNotice";
import { reportMessages as m } from "./reportMessages";
import { filtersFromSearch, searchOfFilters } from "./reportFilters";
import { ReportsFilterBar } from "./ReportsFilterBar";
import { ReportsQueue } from "./ReportsQueue";
import { UndoToast } from "./UndoToast";
import { useQueueKeys } from "./useQueueKeys";
import { useReportCommands, type ReportCommands } from "./useReportCommands";

/** What the open report's screen gets from the queue. */
export interface ReportOutletContext {
  commands: ReportCommands;
  filters: ReportFilters;
}

/** The queue and the open report side by side from this width; one at a time below it. */
const TWO_PANES = "xl";

/**
 * Phones show the queue or the report, not both: the queue's place is kept
 * while a report is read, and found again on the way back.
 */
function useQueuePlace(openId: string | null): void {
  const saved = useRef<number | null>(null);
  const wasOpen = useRef(openId !== null);
  useLayoutEffect(() => {
    const narrow = window.innerWidth < BREAKPOINTS[TWO_PANES];
    const isOpen = openId !== null;
    if (narrow && isOpen && !wasOpen.current) {
      saved.current = window.scrollY;
      window.scrollTo(0, 0);
    } else if (narrow && !isOpen && wasOpen.current && saved.current !== null) {
      window.scrollTo(0, saved.current);
      saved.current = null;
    }
    wasOpen.current = isOpen;
  }, [openId]);
}

/**
 * The report queue (issue 16, `/admin/reports`): the filters, the queue of
 * reports (virtualised, 100 a page), and the open report beside it; worked
 * by keyboard (j/k, Enter, Esc, a r o w l s d u ?) or by its buttons. A
 * change shows at once, can be undone for five seconds, and a change that
 * resolves the report opens the next open one.
 */
export function AdminReportsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const search = searchOfFilters(filters);
  const { id } = useParams();
  const openId = id ?? null;
  const byAccount = useAppSelector(selectListsFilterByAccount);
  const query = listQueryOf(filters, byAccount);
  const key = listKeyOf(query);
  const request = useRequest(fetchAdminReports, {
    query,
    all: filters.order === "oldest",
  });
  const selectIds = useMemo(() => makeSelectQueueIds(), []);
  const ids = useAppSelector((state) => selectIds(state, key, filters));
  const list = useAppSelector((state) => selectReportList(state, key));
  const commands = useReportCommands({ ids, openId, search });
  useQueueKeys(commands);
  useQueuePlace(openId);
  useDocumentTitle(intl.formatMessage(m.title));
  const loadMore = useCallback(() => {
    void dispatch(fetchMoreAdminReports({ key }));
  }, [dispatch, key]);
  // The filter bar is left alone as the keys move the selection.
  const changeFilters = useCallback(
    (next: ReportFilters) => {
      setParams(new URLSearchParams(searchOfFilters(next)));
    },
    [setParams],
  );
  const context = useMemo<ReportOutletContext>(
    () => ({ commands, filters }),
    [commands, filters],
  );

  let body;
  if (!list && request.phase === "failed" && request.failure) {
    body = isForbidden(request.failure) ? (
      <AdminForbidden what={m.cannot} values={{ action: "resolve" }} />
    ) : (
      <Message onRetry={request.retry} failure={request.failure}>
        {intl.formatMessage(m.listFailed)}
      </Message>
    );
  } else if (!list) {
    body = <Skeleton variant="account" rows={6} />;
  } else if (ids.length === 0 && !list.next) {
    body = (
      <Message>
        {list.ids.length === 0
          ? intl.formatMessage(m.empty, { state: filters.state })
          : intl.formatMessage(m.noMatch)}
      </Message>
    );
  } else {
    body = (
      <ReportsQueue
        ids={ids}
        search={search}
        selectedId={commands.selectedId}
        openId={openId}
        focusRow={commands.focusRow}
        onSelect={commands.select}
        onNearEnd={loadMore}
      />
    );
  }

  return (
    <Screen>
      <Header>
        <h1>{intl.formatMessage(m.title)}</h1>
        <ReportsFilterBar filters={filters} onChange={changeFilters} />
      </Header>
      <Panes>
        <QueuePane $hidden={openId !== null}>
          {openId === null && commands.notice && (
            <ReportNotice notice={commands.notice} />
          )}
          {body}
          {list?.next && (
            <LoadMore onLoad={loadMore} isLoading={list.loadingMore} auto />
          )}
        </QueuePane>
        <DetailPane $hidden={openId === null}>
          {openId === null ? (
            <Hint>{intl.formatMessage(m.choose)}</Hint>
          ) : (
            <Outlet context={context} />
          )}
        </DetailPane>
      </Panes>
      {commands.staged && (
        <UndoToast
          staged={commands.staged}
          onUndo={commands.undo}
          onSend={commands.sendNow}
        />
      )}
      {commands.dialog && (
        <ReportActionDialog
          key={`${commands.dialog.kind}:${commands.dialog.id}`}
          dialog={commands.dialog}
          onSubmit={commands.submitDialog}
          onClose={commands.closeDialog}
        />
      )}
    </Screen>
  );
}

const Screen = styled.div`
  padding-block-end: 6rem;
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp(TWO_PANES)} {
    grid-template-columns: 380px minmax(0, 1fr);
  }
`;

/** Hidden on narrow screens while a report is open (kept mounted: its place is kept). */
const QueuePane = styled.div<{ $hidden: boolean }>`
  min-inline-size: 0;
  display: ${({ $hidden }) => ($hidden ? "none" : "block")};

  ${mediaUp(TWO_PANES)} {
    display: block;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DetailPane = styled.div<{ $hidden: boolean }>`
  min-inline-size: 0;
  display: ${({ $hidden }) => ($hidden ? "none" : "block")};

  ${mediaUp(TWO_PANES)} {
    display: block;
    position: sticky;
    inset-block-start: var(--pl-top-bar-height);
    align-self: start;
    max-block-size: calc(100vh - var(--pl-top-bar-height));
    overflow-y: auto;
  }
`;

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;
