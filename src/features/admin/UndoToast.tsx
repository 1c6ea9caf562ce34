import { useIntl } from "react-intl";
import styled, { keyframes } from "styled-components";
import { Button } from "../../components/Button";
import {
  changeNameOf,
  type StagedChange,
} from "../../store/admin/reports/changes";
import { selectReportSummary } from "../../store/admin/reports/selectors";
import { useAppSelector } from "../../store/hooks";
import { reportMessages as m } from "./reportMessages";
import { handle } from "./reportText";
import { UNDO_MS } from "./useReportCommands";

const UNDO_KEY = "u";

export interface UndoToastProps {
  staged: StagedChange;
  onUndo: () => void;
  onSend: () => void;
}

/**
 * The last change, still undoable (issue 16): what was done to whom, Undo
 * (or u) and Send now (or Enter), and a bar running down the UNDO_MS until
 * it is sent.
 */
export function UndoToast({ staged, onUndo, onSend }: UndoToastProps) {
  const intl = useIntl();
  const report = useAppSelector((state) =>
    selectReportSummary(state, staged.change.id),
  );
  const name = report ? handle(report.target.acct) : "";
  return (
    <Toast role="status">
      <Text>
        {intl.formatMessage(m.done, {
          action: changeNameOf(staged.change),
          name,
        })}
      </Text>
      <Button
        size="sm"
        variant="secondary"
        onClick={onUndo}
        aria-keyshortcuts={UNDO_KEY}
      >
        {intl.formatMessage(m.undo)}
        <Key aria-hidden="true">{UNDO_KEY}</Key>
      </Button>
      <Button
        size="sm"
        variant="link"
        onClick={onSend}
        aria-keyshortcuts="Enter"
      >
        {intl.formatMessage(m.sendNow)}
      </Button>
      <Timer key={staged.stageId} aria-hidden="true" />
    </Toast>
  );
}

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const Toast = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: 36rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Text = styled.span`
  flex: 1;
  min-inline-size: 10rem;
`;

const Key = styled.kbd`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Timer = styled.span`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  block-size: 3px;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  animation: ${shrink} ${UNDO_MS}ms linear forwards;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
