import { useId, useRef, useState, type SyntheticEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { ReportParams } from "../../api/endpoints/reports";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { ThunkFailure } from "../../store/hooks";
import { selectInstance, selectSupports } from "../../store/instance/selectors";
import { REPORT_COMMENT_LIMIT, submitReport } from "../../store/reports/thunks";
import { ReportPosts } from "./ReportPosts";
import { Choice, ReportReasons, type Category } from "./ReportReasons";
import { messages } from "./reportMessages";

export interface ReportFormProps {
  accountId: string;
  acct: string;
  statusId: string | null;
  onSent: () => void;
}

type Problem = "category" | "rules";

/**
 * What the report says: a category and the broken rules where the server
 * takes them, posts, a comment, and for a remote account whether its own
 * server gets a copy. A refusal is said in place; nothing typed is lost.
 */
export function ReportForm({
  accountId,
  acct,
  statusId,
  onSent,
}: ReportFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const commentId = useId();
  const hasCategories = useAppSelector((s) =>
    selectSupports(s, "reportCategories"),
  );
  const hasRules = useAppSelector((s) => selectSupports(s, "reportRules"));
  const canForward = useAppSelector((s) =>
    selectSupports(s, "reportForwarding"),
  );
  const rules = useAppSelector((s) => selectInstance(s).rules);
  const [category, setCategory] = useState<Category | null>(null);
  const [ruleIds, setRuleIds] = useState<string[]>([]);
  const [statusIds, setStatusIds] = useState<string[]>(
    statusId ? [statusId] : [],
  );
  const [comment, setComment] = useState("");
  const [forward, setForward] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<ThunkFailure | null>(null);
  const [sending, setSending] = useState(false);
  const reasons = useRef<HTMLDivElement>(null);
  const offerRules =
    hasRules &&
    rules.length > 0 &&
    (!hasCategories || category === "violation");
  const at = acct.indexOf("@");
  const domain = canForward && at > 0 ? acct.slice(at + 1) : null;

  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((other) => other !== id) : [...list, id];

  const check = (): Problem | null => {
    if (hasCategories && category === null) return "category";
    if (hasCategories && offerRules && ruleIds.length === 0) return "rules";
    return null;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) {
      reasons.current?.querySelector("input")?.focus();
      return;
    }
    const params: ReportParams = {
      account_id: accountId,
      status_ids: statusIds,
      comment,
      ...(hasCategories && category ? { category } : {}),
      ...(offerRules && ruleIds.length > 0 ? { rule_ids: ruleIds } : {}),
      ...(domain ? { forward } : {}),
    };
    setSending(true);
    setFailure(null);
    const action = await dispatch(submitReport(params));
    setSending(false);
    if (submitReport.fulfilled.match(action)) onSent();
    else
      setFailure(
        action.payload ?? { message: action.error.message ?? "", status: null },
      );
  };

  let reason = "";
  if (failure) {
    reason =
      failure.status === null
        ? intl.formatMessage(messages.network)
        : failure.message ||
          intl.formatMessage(messages.status, { status: failure.status });
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <div ref={reasons}>
        <ReportReasons
          hasCategories={hasCategories}
          category={category}
          onCategory={(value) => {
            setCategory(value);
            setProblem(null);
          }}
          rules={offerRules ? rules : []}
          ruleIds={ruleIds}
          onRule={(id) => {
            setRuleIds(toggle(ruleIds, id));
            setProblem(null);
          }}
          problem={problem}
        />
      </div>
      <ReportPosts
        accountId={accountId}
        statusId={statusId}
        checked={statusIds}
        onToggle={(id) => setStatusIds(toggle(statusIds, id))}
      />
      <Field>
        <label htmlFor={commentId}>
          {intl.formatMessage(messages.comment)}
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={REPORT_COMMENT_LIMIT}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      {domain && (
        <Choice>
          <input
            type="checkbox"
            checked={forward}
            onChange={() => setForward(!forward)}
          />
          {intl.formatMessage(messages.forward, { domain })}
        </Choice>
      )}
      <p role="alert">
        {failure && intl.formatMessage(messages.failed, { reason })}
      </p>
      <Send>
        <Button type="submit" loading={sending}>
          {intl.formatMessage(messages.send)}
        </Button>
      </Send>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  [role="alert"] {
    color: ${({ theme }) => theme.colors.dangerText};
  }

  [role="alert"]:empty {
    display: none;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  textarea {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
    resize: vertical;
  }
`;

const Send = styled.div`
  display: flex;
  justify-content: flex-end;
`;
