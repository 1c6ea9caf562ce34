import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useStatusConfig } from "../../components/useStatusConfig";
import { useAppStore } from "../../store/hooks";
import { insertCompletion } from "./caretToken";
import { SuggestionList } from "./SuggestionList";
import { useAutocomplete, type Suggestion } from "./useAutocomplete";

export interface ComposeTextareaProps {
  value: string;
  onChange: (text: string) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
  label: string;
  placeholder: string;
  focusOnMount?: boolean;
  /** Where the caret was last, for inserting emoji. */
  caretRef: RefObject<number>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
}

/**
 * The post's text, with mention (@) and hashtag (#) suggestions in a listbox
 * it controls (a textarea may not be a combobox): arrows move, Enter or Tab
 * picks, Escape dismisses.
 */
export function ComposeTextarea(props: ComposeTextareaProps) {
  const { value, onChange, onSubmit, label, placeholder, focusOnMount } = props;
  const { caretRef, textareaRef } = props;
  const intl = useIntl();
  const { submitWithCtrlEnter } = useStatusConfig();
  const listId = useId();
  const store = useAppStore();
  const [caret, setCaret] = useState(value.length);
  const pendingCaret = useRef<number | null>(null);
  const acctOf = useCallback(
    (id: string) => store.getState().accounts.byId[id]?.acct,
    [store],
  );
  const auto = useAutocomplete(value, caret, acctOf);

  // The writer asked for the composer (a page or a modal of its own).
  useEffect(() => {
    if (focusOnMount) textareaRef.current?.focus();
  }, [focusOnMount, textareaRef]);

  // After a completion the caret goes after it, once the new text is in.
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    const element = textareaRef.current;
    if (at === null || !element) return;
    pendingCaret.current = null;
    element.setSelectionRange(at, at);
    setCaret(at);
  }, [value, textareaRef]);

  const track = () => {
    const at = textareaRef.current?.selectionStart ?? value.length;
    setCaret(at);
    caretRef.current = at;
  };

  const pick = (suggestion: Suggestion) => {
    if (!auto.token) return;
    const next = insertCompletion(value, auto.token, suggestion.completion);
    pendingCaret.current = next.caret;
    caretRef.current = next.caret;
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      submitWithCtrlEnter &&
      event.key === "Enter" &&
      (event.ctrlKey || event.metaKey)
    ) {
      event.preventDefault();
      onSubmit();
      return;
    }
    const count = auto.suggestions.length;
    if (count === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      auto.setActive((auto.active + step + count) % count);
    } else if (event.key === "Enter" || event.key === "Tab") {
      const chosen = auto.suggestions[auto.active];
      if (!chosen) return;
      event.preventDefault();
      pick(chosen);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      auto.dismiss();
    }
  };

  const open = auto.suggestions.length > 0;
  return (
    <Wrapper>
      <Textarea
        ref={textareaRef}
        value={value}
        aria-label={label}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${auto.active}` : undefined}
        aria-describedby={props.describedBy}
        rows={4}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          caretRef.current = event.target.selectionStart;
        }}
        onSelect={track}
        onClick={track}
        onKeyDown={onKeyDown}
      />
      {open && (
        <SuggestionList
          id={listId}
          label={intl.formatMessage({
            id: "compose.autocomplete.label",
            defaultMessage: "Suggestions",
          })}
          suggestions={auto.suggestions}
          active={auto.active}
          onPick={pick}
        />
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Textarea = styled.textarea`
  display: block;
  inline-size: 100%;
  min-block-size: 6rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;
