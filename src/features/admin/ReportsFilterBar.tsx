import { memo, useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import closeIcon from "../../components/icons/close.svg";
import type { ReportFilters } from "../../store/admin/reports/queue";
import { selectAdminReports } from "../../store/admin/reports/selectors";
import type { ReportPerson } from "../../store/admin/reports/summary";
import { useAppSelector } from "../../store/hooks";
import type { RootState } from "../../store/rootReducer";
import { reportMessages as m } from "./reportMessages";
import { handle } from "./reportText";

export interface ReportsFilterBarProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}

/** A person the held reports name (as reporter or reported), for a filter's chip. */
function selectPerson(
  state: RootState,
  id: string | null,
): ReportPerson | undefined {
  if (id === null) return undefined;
  for (const summary of Object.values(selectAdminReports(state).summaries)) {
    if (summary.target.id === id) return summary.target;
    if (summary.reporter?.id === id) return summary.reporter;
  }
  return undefined;
}

/**
 * The queue's filters: open or resolved, the order, where the reported
 * accounts live, assigned to me; and, once set from a report, the reported
 * account or the reporter, each with a button that clears it.
 */
export const ReportsFilterBar = memo(function ReportsFilterBar({
  filters,
  onChange,
}: ReportsFilterBarProps) {
  const intl = useIntl();
  const orderId = useId();
  const originId = useId();
  const target = useAppSelector((state) =>
    selectPerson(state, filters.targetId),
  );
  const reporter = useAppSelector((state) =>
    selectPerson(state, filters.reporterId),
  );
  const set = (changes: Partial<ReportFilters>) => {
    onChange({ ...filters, ...changes });
  };
  const chip = (label: string, clear: Partial<ReportFilters>) => (
    <Chip>
      <span>{label}</span>
      <ChipClear
        type="button"
        aria-label={intl.formatMessage(m.clearFilter, { filter: label })}
        onClick={() => {
          set(clear);
        }}
      >
        <Icon src={closeIcon} size={14} />
      </ChipClear>
    </Chip>
  );
  return (
    <Bar>
      <States role="group" aria-label={intl.formatMessage(m.title)}>
        {(["open", "resolved"] as const).map((state) => (
          <StateButton
            key={state}
            type="button"
            aria-pressed={filters.state === state}
            onClick={() => {
              set({ state });
            }}
          >
            {intl.formatMessage(state === "open" ? m.open : m.resolved)}
          </StateButton>
        ))}
      </States>
      <Field>
        <label htmlFor={orderId}>{intl.formatMessage(m.order)}</label>
        <select
          id={orderId}
          value={filters.order}
          onChange={(event) => {
            set({
              order: event.target.value === "oldest" ? "oldest" : "newest",
            });
          }}
        >
          <option value="newest">{intl.formatMessage(m.newest)}</option>
          <option value="oldest">{intl.formatMessage(m.oldest)}</option>
        </select>
      </Field>
      <Field>
        <label htmlFor={originId}>{intl.formatMessage(m.origin)}</label>
        <select
          id={originId}
          value={filters.origin ?? ""}
          onChange={(event) => {
            const { value } = event.target;
            set({
              origin: value === "local" || value === "remote" ? value : null,
            });
          }}
        >
          <option value="">{intl.formatMessage(m.all)}</option>
          <option value="local">{intl.formatMessage(m.local)}</option>
          <option value="remote">{intl.formatMessage(m.remote)}</option>
        </select>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={filters.mine}
          onChange={(event) => {
            set({ mine: event.target.checked });
          }}
        />
        {intl.formatMessage(m.mine)}
      </Check>
      {filters.targetId !== null &&
        chip(
          intl.formatMessage(m.against, {
            name: target ? handle(target.acct) : filters.targetId,
          }),
          { targetId: null },
        )}
      {filters.reporterId !== null &&
        chip(
          intl.formatMessage(m.by, {
            name: reporter ? handle(reporter.acct) : filters.reporterId,
          }),
          { reporterId: null },
        )}
    </Bar>
  );
});

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const States = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
`;

const StateButton = styled.button`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  cursor: pointer;

  &[aria-pressed="true"] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Field = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  select {
    font: inherit;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const ChipClear = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  cursor: pointer;
`;
