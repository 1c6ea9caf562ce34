import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { Button, type ButtonVariant } from "../../components/Button";
import type { ReportAction } from "../../store/admin/reports/capabilities";
import {
  selectReportCapabilities,
  selectReportSummary,
} from "../../store/admin/reports/selectors";
import { useAppSelector } from "../../store/hooks";
import { changeLabels } from "./reportMessages";
import type { ReportCommands } from "./useReportCommands";

export interface ReportActionsProps {
  id: string;
  commands: ReportCommands;
}

const ACTION_KEYS: Partial<Record<ReportAction, string>> = {
  warn: "w",
  limit: "l",
  suspend: "s",
  deletePosts: "d",
};

/**
 * What a moderator can do with the report, each button with its key: the
 * ones this server has and the viewer's role may take (issue 16).
 */
export function ReportActions({ id, commands }: ReportActionsProps) {
  const intl = useIntl();
  const capabilities = useAppSelector(selectReportCapabilities);
  const summary = useAppSelector((state) => selectReportSummary(state, id));
  const me = useAppSelector((state) => state.session.me);
  if (!summary) return null;
  const open = summary.state === "open";
  const mine = me !== null && summary.assignee?.id === me;

  const button = (
    label: MessageDescriptor,
    key: string | undefined,
    onClick: () => void,
    variant: ButtonVariant = "secondary",
  ) => (
    <Button
      key={label.id}
      size="sm"
      variant={variant}
      onClick={onClick}
      aria-keyshortcuts={key}
    >
      {intl.formatMessage(label)}
      {key && <Key aria-hidden="true">{key}</Key>}
    </Button>
  );

  return (
    <Bar>
      {capabilities.assign &&
        button(mine ? changeLabels.unassign : changeLabels.assign, "a", () => {
          commands.assign(id);
        })}
      {open
        ? button(
            changeLabels.resolve,
            "r",
            () => {
              commands.resolve(id);
            },
            "primary",
          )
        : capabilities.reopen &&
          button(changeLabels.reopen, "o", () => {
            commands.reopen(id);
          })}
      {capabilities.actions
        .filter((action) => action !== "deletePosts" || summary.statusCount > 0)
        .map((action) =>
          button(
            changeLabels[action],
            ACTION_KEYS[action],
            () => {
              commands.act(action, id);
            },
            action === "suspend" || action === "deletePosts"
              ? "danger"
              : "secondary",
          ),
        )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Key = styled.kbd`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;
