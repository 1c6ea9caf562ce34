import { useCallback, useId, useState, type SyntheticEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Modal } from "../../components/Modal";
import {
  selectReportCapabilities,
  selectReportDetail,
  selectReportSummary,
} from "../../store/admin/reports/selectors";
import { useAppSelector } from "../../store/hooks";
import { changeLabels, reportMessages as m } from "./reportMessages";
import { handle } from "./reportText";
import type { DialogValues, ReportDialog } from "./useReportCommands";

export interface ReportActionDialogProps {
  dialog: ReportDialog;
  onSubmit: (values: DialogValues) => void;
  onClose: () => void;
}

const DANGER = new Set<ReportDialog["kind"]>(["suspend", "deletePosts"]);

/**
 * The form of an action taken from a report (w, l, s, d and their
 * buttons), opened with its first field focused: a note to the team where
 * the family keeps one, a message to the member where it sends one, or the
 * resolution comment (GoToSocial). Submitting is the confirmation; Ctrl+Enter
 * submits from a field.
 */
export function ReportActionDialog({
  dialog,
  onSubmit,
  onClose,
}: ReportActionDialogProps) {
  const intl = useIntl();
  const ids = { note: useId(), message: useId(), comment: useId() };
  const capabilities = useAppSelector(selectReportCapabilities);
  const summary = useAppSelector((state) =>
    selectReportSummary(state, dialog.id),
  );
  const detail = useAppSelector((state) =>
    selectReportDetail(state, dialog.id),
  );
  const [values, setValues] = useState<DialogValues>({ notify: true });
  const name = summary ? handle(summary.target.acct) : "";
  const isAction = dialog.kind !== "resolve";
  const call =
    dialog.kind === "resolve" ? undefined : capabilities.calls[dialog.kind];
  const note = isAction && capabilities.teamNote !== null;
  const message = call?.kind === "account" && capabilities.message;
  const comment = !isAction && capabilities.resolveComment;
  const label = intl.formatMessage(changeLabels[dialog.kind]);
  const posts = detail?.status_ids.length ?? summary?.statusCount ?? 0;

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    onSubmit(values);
  };
  const field = (key: keyof Omit<DialogValues, "notify">) => ({
    value: values[key] ?? "",
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: event.target.value }));
    },
    onKeyDown: (event: { key: string; ctrlKey: boolean; metaKey: boolean }) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
    },
  });
  // The first field takes the focus (issue 16: "with the note field focused"),
  // as it enters the dialog, so the dialog's own first focus leaves it there.
  const first = note
    ? "note"
    : message
      ? "message"
      : comment
        ? "comment"
        : null;
  const takeFocus = useCallback((node: HTMLElement | null) => {
    node?.focus();
  }, []);
  const focusIf = (which: typeof first) =>
    first === which ? { ref: takeFocus } : {};

  return (
    <Modal
      title={intl.formatMessage(m.dialogTitle, { action: dialog.kind, name })}
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        {dialog.kind === "deletePosts" && (
          <p>{intl.formatMessage(m.deleteBody, { count: posts })}</p>
        )}
        {note && (
          <Field>
            <label htmlFor={ids.note}>{intl.formatMessage(m.note)}</label>
            <textarea
              id={ids.note}
              rows={3}
              {...focusIf("note")}
              {...field("note")}
            />
          </Field>
        )}
        {message && (
          <Field>
            <label htmlFor={ids.message}>
              {intl.formatMessage(m.message, { name })}
            </label>
            <textarea
              id={ids.message}
              rows={3}
              {...focusIf("message")}
              {...field("message")}
            />
          </Field>
        )}
        {message && (
          <Check>
            <input
              type="checkbox"
              checked={values.notify === true}
              onChange={(event) => {
                const notify = event.target.checked;
                setValues((v) => ({ ...v, notify }));
              }}
            />
            {intl.formatMessage(m.notify)}
          </Check>
        )}
        {comment && (
          <Field>
            <label htmlFor={ids.comment}>
              {intl.formatMessage(m.resolveComment)}
            </label>
            <textarea
              id={ids.comment}
              rows={3}
              {...focusIf("comment")}
              {...field("comment")}
            />
          </Field>
        )}
        {isAction && <Muted>{intl.formatMessage(m.resolvesToo)}</Muted>}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            type="submit"
            variant={DANGER.has(dialog.kind) ? "danger" : "primary"}
            {...focusIf(null)}
          >
            {label}
          </Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    resize: vertical;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
