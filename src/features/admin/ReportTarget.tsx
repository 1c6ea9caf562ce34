import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { RelativeTime } from "../../components/RelativeTime";
import { selectMayUseSection } from "../../store/admin/selectors";
import type { ReportFilters } from "../../store/admin/reports/queue";
import {
  selectListsFilterByAccount,
  selectOtherReports,
  selectReportLog,
  selectReportSummary,
} from "../../store/admin/reports/selectors";
import type {
  ReportDetail,
  TargetFlags,
} from "../../store/admin/reports/summary";
import { fetchReportHistory } from "../../store/admin/reports/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { reportMessages as m } from "./reportMessages";
import { searchOfFilters } from "./reportFilters";
import { handle } from "./reportText";
import { KEEP_SCROLL } from "./useReportCommands";

/** Other reports listed at most. */
const OTHERS_SHOWN = 8;

export interface ReportTargetProps {
  reportId: string;
  detail: ReportDetail;
  filters: ReportFilters;
}

/**
 * The reported account's history (issue 16): its age and counts, how it
 * is moderated now, its other reports, and where the viewer may read it,
 * the moderation log's entries naming it; with links that filter the queue
 * by it or by the reporter.
 */
export function ReportTarget({ reportId, detail, filters }: ReportTargetProps) {
  const intl = useIntl();
  const { target, reporter, flags } = detail;
  const byAccount = useAppSelector(selectListsFilterByAccount);
  const log = useAppSelector((state) => selectMayUseSection(state, "log"));
  useRequest(fetchReportHistory, {
    targetId: target.id,
    nickname: target.nickname,
    byAccount,
    log,
  });
  const others = useAppSelector((state) =>
    selectOtherReports(state, target.id, reportId),
  );
  const entries = useAppSelector((state) => selectReportLog(state, target.id));
  const name = handle(target.account?.acct ?? target.nickname);
  const queueOf = (changes: Partial<ReportFilters>) =>
    `${paths.admin("reports")}${searchOfFilters({ ...filters, ...changes })}`;
  const raised = (Object.keys(flags) as (keyof TargetFlags)[]).filter(
    (flag) => flags[flag],
  );

  return (
    <Part aria-label={intl.formatMessage(m.about, { name })}>
      <h3>{intl.formatMessage(m.about, { name })}</h3>
      <Facts>
        {target.created_at && (
          <span>
            <FormattedMessage
              {...m.joined}
              values={{
                time: <RelativeTime key="time" date={target.created_at} />,
              }}
            />
          </span>
        )}
        {target.account && (
          <span>
            {intl.formatMessage(m.counts, {
              posts: target.account.statuses_count,
              followers: target.account.followers_count,
            })}
          </span>
        )}
        {raised.map((flag) => (
          <Flag key={flag}>{intl.formatMessage(m.flag, { flag })}</Flag>
        ))}
      </Facts>
      <Links>
        <Link to={queueOf({ targetId: target.id, state: "open" })}>
          {intl.formatMessage(m.allAgainst, { name })}
        </Link>
        <Link to={queueOf({ reporterId: reporter.id, state: "open" })}>
          {intl.formatMessage(m.allBy, {
            name: handle(reporter.account?.acct ?? reporter.nickname),
          })}
        </Link>
      </Links>
      <h4>{intl.formatMessage(m.others)}</h4>
      {others.length === 0 ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : (
        <List>
          {others.slice(0, OTHERS_SHOWN).map((id) => (
            <OtherReport key={id} id={id} search={searchOfFilters(filters)} />
          ))}
        </List>
      )}
      {entries && entries.length > 0 && (
        <>
          <h4>{intl.formatMessage(m.log)}</h4>
          <List>
            {entries.slice(0, OTHERS_SHOWN).map((entry) => (
              <Other key={entry.id}>
                <RelativeTime date={entry.created_at} />
                <span>{entry.message}</span>
              </Other>
            ))}
          </List>
        </>
      )}
    </Part>
  );
}

function OtherReport({ id, search }: { id: string; search: string }) {
  const intl = useIntl();
  const report = useAppSelector((state) => selectReportSummary(state, id));
  if (!report) return null;
  return (
    <Other>
      <Link to={`${paths.adminReport(id)}${search}`} state={KEEP_SCROLL.state}>
        {intl.formatMessage(m.category, { category: report.category })}
      </Link>
      <RelativeTime date={report.created_at} />
      <span>
        {intl.formatMessage(report.state === "open" ? m.open : m.resolved)}
      </span>
    </Other>
  );
}

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3,
  h4 {
    margin: 0;
  }

  h4 {
    margin-block-start: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Flag = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Other = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  li + li {
    margin-block-start: ${({ theme }) => theme.space.xxs};
  }
`;
