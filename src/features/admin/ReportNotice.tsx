import { useIntl } from "react-intl";
import styled from "styled-components";
import { reportMessages as m } from "./reportMessages";
import type { ReportNotice as Notice } from "./useReportCommands";

export interface ReportNoticeProps {
  notice: Notice;
}

/** Why a key or a button did nothing: the viewer's role may not, or the server cannot. */
export function ReportNotice({ notice }: ReportNoticeProps) {
  const intl = useIntl();
  const what = intl.formatMessage(m.cannot, { action: notice.change });
  return (
    <Line role="status">
      {notice.reason === "role"
        ? intl.formatMessage(
            {
              id: "admin.forbidden",
              defaultMessage: "Your role cannot {what}.",
            },
            { what },
          )
        : intl.formatMessage(m.unavailable, { what })}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.dangerText};
`;
