import { useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import searchIcon from "../../components/icons/search.svg";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { paths } from "../../utils/paths";

/** The id the `s` and `/` shortcuts focus. */
export const SEARCH_BOX_ID = "potluck-search";

export interface SearchBoxProps {
  /** The input's id; only the sidebar box keeps the default the shortcuts look for. */
  id?: string;
}

/**
 * The search form: submits a non-empty query to `/search?q=` (keeping the
 * results tab when already there); Escape moves focus away (spec 01 section 2).
 */
export function SearchBox({ id = SEARCH_BOX_ID }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearch = pathname === paths.search();
  const urlQuery = onSearch ? (params.get("q") ?? "") : null;
  const [value, setValue] = useState(urlQuery ?? "");
  // Follow the address when it changes (back and forward, a tab link).
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    if (urlQuery !== null) setValue(urlQuery);
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q === "") return;
    const type = onSearch ? (params.get("type") ?? undefined) : undefined;
    void navigate(paths.search(q, type));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    // Keep the text (a search input would clear it) and leave the box.
    event.preventDefault();
    event.currentTarget.blur();
  };
  const label = intl.formatMessage({
    id: "search.box.label",
    defaultMessage: "Search",
  });

  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={intl.formatMessage({
          id: "search.box.placeholder",
          defaultMessage: "Search people, posts and hashtags",
        })}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Submit type="submit" title={label}>
        <Icon src={searchIcon} size={18} />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  outline: none;
  /* The placeholder is longer than a 300 px sidebar allows: end it with "…". */
  text-overflow: ellipsis;

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Submit = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.mutedText};
  background: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
