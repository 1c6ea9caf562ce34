import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useOutletContext, useParams } from "react-router-dom";
import styled from "styled-components";
import { EmojiText } from "../../components/EmojiText";
import { Message } from "../../components/Message";
import { RelativeTime } from "../../components/RelativeTime";
import { Skeleton } from "../../components/Skeleton";
import {
  selectReportDetail,
  selectReportRefusal,
  selectReportSummary,
} from "../../store/admin/reports/selectors";
import { reportRefusalCleared } from "../../store/admin/reports/slice";
import { fetchAdminReport } from "../../store/admin/reports/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { mediaUp } from "../../styles/theme";
import { getConfig } from "../../config";
import { paths } from "../../utils/paths";
import { StatusCard } from "../status/StatusCard";
import type { ReportOutletContext } from "./AdminReportsScreen";
import { AdminForbidden, isForbidden } from "./AdminForbidden";
import { ReportActions } from "./ReportActions";
import { ReportNotice } from "./ReportNotice";
import { reportMessages as m } from "./reportMessages";
import { searchOfFilters } from "./reportFilters";
import { ReportTarget } from "./ReportTarget";
import { handle, nameOf } from "./reportText";
import { KEEP_SCROLL } from "./useReportCommands";

const NONE: readonly string[] = [];

/**
 * One report (issue 16, `/admin/reports/:id`), beside the queue: who
 * reported whom and why (comment, category, rules), the reported posts in
 * the normal status card, the team's notes, the reported account's history,
 * and the actions. Read again from the server each time it opens, so what
 * another moderator did shows.
 */
export function AdminReportScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { id = "" } = useParams();
  const { commands, filters } = useOutletContext<ReportOutletContext>();
  const request = useRequest(fetchAdminReport, { id });
  const summary = useAppSelector((state) => selectReportSummary(state, id));
  const detail = useAppSelector((state) => selectReportDetail(state, id));
  const refusal = useAppSelector((state) => selectReportRefusal(state, id));
  useRetained({ statuses: detail?.status_ids ?? NONE });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // A report opened by a key or an action takes the focus to its heading,
  // unless the keys are moving through the queue's rows.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof Element && active.closest("[data-report-row]"))
      return;
    heading.current?.focus({ preventScroll: true });
  }, [id]);
  useEffect(
    () => () => {
      dispatch(reportRefusalCleared({ id }));
    },
    [dispatch, id],
  );

  const back = (
    <Back
      to={`${paths.admin("reports")}${searchOfFilters(filters)}`}
      state={KEEP_SCROLL.state}
    >
      {intl.formatMessage(m.back)}
    </Back>
  );
  if (!summary) {
    if (request.phase !== "failed" || !request.failure)
      return <Skeleton variant="status" rows={2} />;
    const { failure } = request;
    return (
      <>
        {back}
        {isForbidden(failure) ? (
          <AdminForbidden what={m.cannot} values={{ action: "resolve" }} />
        ) : failure.status === 404 ? (
          <Message>{intl.formatMessage(m.gone)}</Message>
        ) : (
          <Message onRetry={request.retry} failure={request.failure}>
            {intl.formatMessage(m.failed)}
          </Message>
        )}
      </>
    );
  }

  const reporter = summary.reporter;
  return (
    <Article aria-labelledby={headingId}>
      {back}
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <FormattedMessage
          {...m.heading}
          values={{
            name: (
              <bdi key="name">
                <EmojiText
                  text={nameOf(summary.target)}
                  emojis={summary.target.emojis}
                  autoPlayGif={getConfig().autoPlayGif}
                />
              </bdi>
            ),
          }}
        />
      </h2>
      <Meta>
        <span>{handle(summary.target.acct)}</span>
        <span>
          {intl.formatMessage(m.category, { category: summary.category })}
        </span>
        {reporter && (
          <span>
            <FormattedMessage
              {...m.filed}
              values={{
                time: <RelativeTime key="time" date={summary.created_at} />,
                name: handle(reporter.acct),
              }}
            />
          </span>
        )}
        {summary.forwarded && summary.target.domain && (
          <span>
            {intl.formatMessage(m.forwarded, { domain: summary.target.domain })}
          </span>
        )}
        {summary.assignee && (
          <span>
            {intl.formatMessage(m.assignedTo, {
              name: handle(summary.assignee.acct),
            })}
          </span>
        )}
        {summary.state === "resolved" && (
          <Resolved>
            <FormattedMessage
              {...m.resolvedBy}
              values={{
                named: summary.resolvedBy ? "yes" : "no",
                name: summary.resolvedBy ? handle(summary.resolvedBy.acct) : "",
                time: summary.action_taken_at ? (
                  <RelativeTime key="time" date={summary.action_taken_at} />
                ) : (
                  ""
                ),
              }}
            />
          </Resolved>
        )}
      </Meta>
      <ReportActions id={id} commands={commands} />
      {commands.notice && <ReportNotice notice={commands.notice} />}
      {refusal && isForbidden(refusal.failure) && (
        <AdminForbidden
          inline
          what={m.cannot}
          values={{ action: refusal.change }}
        />
      )}
      <Part>
        <h3>{intl.formatMessage(m.comment)}</h3>
        {summary.comment.trim() ? (
          <Quote dir="auto">{summary.comment}</Quote>
        ) : (
          <Muted>{intl.formatMessage(m.noComment)}</Muted>
        )}
        {detail?.action_taken_comment && (
          <Quote dir="auto">{detail.action_taken_comment}</Quote>
        )}
      </Part>
      {detail && detail.rules.length > 0 && (
        <Part>
          <h3>{intl.formatMessage(m.rules)}</h3>
          <ol>
            {detail.rules.map((rule) => (
              <li key={rule.id}>{rule.text}</li>
            ))}
          </ol>
        </Part>
      )}
      <Part>
        <h3>{intl.formatMessage(m.reportedPosts)}</h3>
        {!detail ? (
          <Skeleton variant="status" rows={1} />
        ) : detail.postsDeleted ? (
          <Muted>{intl.formatMessage(m.postsDeleted)}</Muted>
        ) : detail.status_ids.length === 0 ? (
          <Muted>{intl.formatMessage(m.noPosts)}</Muted>
        ) : (
          <Posts>
            {detail.status_ids.map((statusId) => (
              <StatusCard key={statusId} id={statusId} />
            ))}
          </Posts>
        )}
      </Part>
      {detail && detail.notes.length > 0 && (
        <Part>
          <h3>{intl.formatMessage(m.notes)}</h3>
          <Notes>
            {detail.notes.map((note) => (
              <li key={note.id}>
                <NoteMeta>
                  {note.user && <span>{handle(note.user.acct)}</span>}
                  {note.created_at && <RelativeTime date={note.created_at} />}
                </NoteMeta>
                <p dir="auto">{note.content}</p>
              </li>
            ))}
          </Notes>
        </Part>
      )}
      {detail && (
        <ReportTarget reportId={id} detail={detail} filters={filters} />
      )}
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    outline: none;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** On wide screens the queue is beside the report: no way back needed. */
const Back = styled(Link)`
  ${mediaUp("xl")} {
    display: none;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Resolved = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ol {
    margin: 0;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const NoteMeta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Posts = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Notes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }

  p {
    margin: 0;
  }
`;
