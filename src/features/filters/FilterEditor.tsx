import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type {
  FilterContext,
  FilterKeywordParams,
  FilterParams,
} from "../../api/endpoints/filters";
import type { FilterAction } from "../../api/schemas/filter";
import { Button } from "../../components/Button";
import { DialogButtons } from "../../components/ConfirmDialog";
import { Modal } from "../../components/Modal";
import type { StoredFilter } from "../../store/filters/normalize";
import { selectFilterApi } from "../../store/filters/selectors";
import { createFilter, updateFilter } from "../../store/filters/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { ExpirySelect, expiresIn, type Expiry } from "./ExpirySelect";
import { Choice, Column, Field, Group } from "./FilterEditor.styles";
import { KeywordFields, type KeywordDraft } from "./KeywordFields";
import {
  actionMessages,
  contextMessages,
  filterMessages,
} from "./filterMessages";
import { rejectionReason } from "../../store/failure";

const CONTEXTS: readonly FilterContext[] = [
  "home",
  "notifications",
  "public",
  "thread",
  "account",
];

export interface FilterEditorProps {
  /** The filter changed; without it, a new one is made. */
  filter?: StoredFilter;
  onClose: () => void;
}

function keywordParams(
  drafts: readonly KeywordDraft[],
  filter: StoredFilter | undefined,
): FilterKeywordParams[] {
  const kept = drafts.filter((d) => d.keyword.trim() !== "");
  const params: FilterKeywordParams[] = kept.map((d) => ({
    keyword: d.keyword.trim(),
    whole_word: d.wholeWord,
    ...(d.id !== null ? { id: d.id } : {}),
  }));
  // Keywords taken out are destroyed by id (v2).
  for (const old of filter?.keywords ?? []) {
    if (old.id !== null && !kept.some((d) => d.id === old.id))
      params.push({
        id: old.id,
        keyword: old.keyword,
        whole_word: old.whole_word,
        _destroy: true,
      });
  }
  return params;
}

/**
 * A filter's title, keywords, contexts, action and expiry. Servers with only
 * v1 filters keep one keyword per filter, named by it, and no blur; the
 * server's refusal is said in the dialog.
 */
export function FilterEditor({ filter, onClose }: FilterEditorProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const api = useAppSelector(selectFilterApi);
  const canBlur = useAppSelector(
    (s) => s.instance.features.filtersV2BlurAction,
  );
  const single = api === "v1";
  const [title, setTitle] = useState(filter?.title ?? "");
  const [keywords, setKeywords] = useState<KeywordDraft[]>(() =>
    filter && filter.keywords.length > 0
      ? filter.keywords.map((k) => ({
          key: k.id ?? k.keyword,
          id: k.id,
          keyword: k.keyword,
          wholeWord: k.whole_word,
        }))
      : [{ key: "new-0", id: null, keyword: "", wholeWord: true }],
  );
  const [contexts, setContexts] = useState<FilterContext[]>(
    filter?.context ?? ["home", "public", "thread"],
  );
  const [action, setAction] = useState<FilterAction>(
    filter?.filter_action ?? "warn",
  );
  const [expiry, setExpiry] = useState<Expiry>(
    filter?.expires_at ? "keep" : "never",
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const firstKeyword = keywords[0]?.keyword.trim() ?? "";
  const name = single ? firstKeyword : title.trim();
  const actions: FilterAction[] = canBlur
    ? ["warn", "hide", "blur"]
    : ["warn", "hide"];

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (name === "" || contexts.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    const params: FilterParams = {
      title: name,
      context: contexts,
      filter_action: action,
      expires_in: expiresIn(expiry, filter?.expires_at ?? null),
      keywords: keywordParams(keywords, single ? undefined : filter),
    };
    const done = await (filter
      ? dispatch(updateFilter({ id: filter.id, params }))
      : dispatch(createFilter({ params })));
    setBusy(false);
    if (done.meta.requestStatus === "fulfilled") onClose();
    else if ("error" in done) setError(rejectionReason(done));
  };

  const toggleContext = (context: FilterContext, on: boolean) =>
    setContexts((held) =>
      on
        ? CONTEXTS.filter((c) => c === context || held.includes(c))
        : held.filter((c) => c !== context),
    );

  return (
    <Modal
      onClose={onClose}
      title={
        <FormattedMessage
          {...(filter ? filterMessages.edit : filterMessages.new)}
        />
      }
    >
      <Form onSubmit={(event) => void save(event)}>
        {!single && (
          <Column>
            <label htmlFor={titleId}>
              <FormattedMessage {...filterMessages.name} />
            </label>
            <Field
              id={titleId}
              value={title}
              required
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Column>
        )}
        <KeywordFields
          keywords={keywords}
          single={single}
          onChange={setKeywords}
        />
        <Group>
          <legend>
            <FormattedMessage
              id="filters.field.context"
              defaultMessage="Filter in"
            />
          </legend>
          {CONTEXTS.map((context) => (
            <Choice key={context}>
              <input
                type="checkbox"
                checked={contexts.includes(context)}
                onChange={(event) =>
                  toggleContext(context, event.target.checked)
                }
              />
              {intl.formatMessage(contextMessages[context])}
            </Choice>
          ))}
        </Group>
        <Group>
          <legend>
            <FormattedMessage
              id="filters.field.action"
              defaultMessage="When a post matches"
            />
          </legend>
          {actions.map((value) => (
            <Choice key={value}>
              <input
                type="radio"
                name="filter-action"
                checked={action === value}
                onChange={() => setAction(value)}
              />
              {intl.formatMessage(actionMessages[value])}
            </Choice>
          ))}
        </Group>
        <ExpirySelect
          value={expiry}
          current={filter?.expires_at ?? null}
          onChange={setExpiry}
        />
        {error !== null && <ErrorText role="alert">{error}</ErrorText>}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage
              id="account.confirm.cancel"
              defaultMessage="Cancel"
            />
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={name === "" || contexts.length === 0}
          >
            <FormattedMessage id="compose.form.save" defaultMessage="Save" />
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
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
