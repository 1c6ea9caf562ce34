import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { Menu } from "../../components/Menu.styles";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import type { Suggestion } from "./useAutocomplete";

export interface SuggestionListProps {
  id: string;
  label: string;
  suggestions: Suggestion[];
  active: number;
  onPick: (suggestion: Suggestion) => void;
}

/** The listbox under the textarea; options are picked with the mouse or from the textarea's keys. */
export function SuggestionList({
  id,
  label,
  suggestions,
  active,
  onPick,
}: SuggestionListProps) {
  return (
    <List id={id} role="listbox" aria-label={label}>
      {suggestions.map((suggestion, index) => (
        <Option
          key={suggestion.completion}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          $active={index === active}
          // Keep the focus in the textarea: pick on press, not on click.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(suggestion);
          }}
        >
          {suggestion.kind === "account" ? (
            <AccountSuggestion id={suggestion.id} />
          ) : (
            <span>{hashtag(suggestion.name)}</span>
          )}
        </Option>
      ))}
    </List>
  );
}

const hashtag = (name: string) => `#${name}`;
const handle = (acct: string) => `@${acct}`;

function AccountSuggestion({ id }: { id: string }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <>
      <Avatar account={account} size={24} alt="" />
      <Name>
        <bdi>{account.display_name.trim() || account.username}</bdi>
        <Handle>{handle(account.acct)}</Handle>
      </Name>
    </>
  );
}

/** The dropdown surface of menus, under the text being completed. */
const List = styled(Menu)`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 16rem;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) =>
    $active ? theme.colors.surfaceHover : "none"};
  cursor: pointer;
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Handle = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
