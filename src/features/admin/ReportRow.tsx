import { memo, type Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled, { css } from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { getConfig } from "../../config";
import { RelativeTime } from "../../components/RelativeTime";
import {
  selectReportArrived,
  selectReportSummary,
} from "../../store/admin/reports/selectors";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { reportMessages as m } from "./reportMessages";
import { handle } from "./reportText";
import { KEEP_SCROLL } from "./useReportCommands";

/** Every row is this tall (px): the queue's virtualiser needs no measuring. */
export const REPORT_ROW_HEIGHT = 92;

export interface ReportRowProps {
  id: string;
  /** The queue's filters, kept in the report's link. */
  search: string;
  selected: boolean;
  open: boolean;
  /** The row Tab reaches in the queue (roving focus). */
  tabbable: boolean;
  onSelect: (id: string) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * One report in the queue: who is reported, when, why (category and the
 * start of the comment), how many posts, who has it and whether it is
 * resolved or new. A link to the report; the queue moves the focus.
 */
export const ReportRow = memo(function ReportRow({
  id,
  search,
  selected,
  open,
  tabbable,
  onSelect,
  ref,
}: ReportRowProps) {
  const intl = useIntl();
  const report = useAppSelector((state) => selectReportSummary(state, id));
  const arrived = useAppSelector((state) => selectReportArrived(state, id));
  if (!report) return null;
  const { target } = report;
  const name = target.display_name.trim() || target.nickname;
  return (
    <Row
      ref={ref}
      to={`${paths.adminReport(id)}${search}`}
      state={KEEP_SCROLL.state}
      data-report-row=""
      data-report-id={id}
      tabIndex={tabbable ? 0 : -1}
      aria-current={open ? "page" : undefined}
      onFocus={() => {
        onSelect(id);
      }}
      $selected={selected}
    >
      <Avatar
        account={{
          acct: target.acct,
          avatar: target.avatar,
          avatar_static: target.avatar,
        }}
        size={36}
        alt=""
      />
      <Body>
        <Line>
          <Name>
            <bdi>
              <EmojiText
                text={name}
                emojis={target.emojis}
                autoPlayGif={getConfig().autoPlayGif}
              />
            </bdi>
          </Name>
          <Muted>{handle(target.acct)}</Muted>
          <Time>
            <RelativeTime date={report.created_at} />
          </Time>
        </Line>
        <Line>
          <Category>
            {intl.formatMessage(m.category, { category: report.category })}
          </Category>
          <Comment dir="auto">{report.comment}</Comment>
        </Line>
        <Line>
          <Muted>
            {intl.formatMessage(m.posts, { count: report.statusCount })}
          </Muted>
          {report.assignee && (
            <Muted>
              <FormattedMessage
                {...m.assignedTo}
                values={{ name: handle(report.assignee.acct) }}
              />
            </Muted>
          )}
          {report.state === "resolved" ? (
            <Badge>{intl.formatMessage(m.resolved)}</Badge>
          ) : (
            arrived && <Badge $new>{intl.formatMessage(m.arrived)}</Badge>
          )}
        </Line>
      </Body>
    </Row>
  );
});

const Row = styled(Link)<{ $selected: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
  block-size: ${REPORT_ROW_HEIGHT}px;
  padding: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow: hidden;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-inline-start-color: ${theme.colors.primary};
    `}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
  flex: 1;
`;

const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  white-space: nowrap;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Time = styled(Muted)`
  flex: none;
  margin-inline-start: auto;
`;

const Category = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Comment = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span<{ $new?: boolean }>`
  flex: none;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $new }) =>
    $new ? theme.colors.onPrimary : theme.colors.text};
  background: ${({ theme, $new }) =>
    $new ? theme.colors.primary : theme.colors.surfaceHover};
`;
