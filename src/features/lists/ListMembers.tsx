import { useEffect, useId, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectListCandidates,
  selectListMembers,
} from "../../store/lists/selectors";
import {
  addListMembers,
  fetchListMembers,
  removeListMembers,
  searchListCandidates,
} from "../../store/lists/thunks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../directory/AccountRow";
import { Field } from "./ListForm.styles";
import { listMessages } from "./listMessages";

/** Typing settles for this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A list's members, each with "Remove", and a search for people to add
 * (changes show at once; a refusal puts them back and is toasted).
 */
export function ListMembers({ listId }: { listId: string }) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const q = useSettled(query.trim());
  const members = useAppSelector((state) => selectListMembers(state, listId));
  const found = useAppSelector((state) => selectListCandidates(state, q));
  const { phase, retry } = useRequest(fetchListMembers, { id: listId });
  useRequest(searchListCandidates, q === "" ? null : { q });
  const memberSet = useMemo(() => new Set(members.ids), [members.ids]);
  const shown = useMemo(() => [...members.ids, ...found], [members.ids, found]);
  useRetained({ accounts: shown });
  const dispatch = useAppDispatch();
  const title = intl.formatMessage(listMessages.members);
  return (
    <Panel aria-label={title}>
      <Search>
        <label htmlFor={searchId}>
          <FormattedMessage
            id="lists.members.search"
            defaultMessage="Search for people to add"
          />
        </label>
        <Field
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Search>
      {q !== "" && found.length > 0 && (
        <Rows>
          {found.map((id) => (
            <MemberRow
              key={id}
              accountId={id}
              listId={listId}
              isMember={memberSet.has(id)}
            />
          ))}
        </Rows>
      )}
      <Heading>{title}</Heading>
      {members.ids.length > 0 ? (
        <Rows aria-label={title}>
          {members.ids.map((id) => (
            <MemberRow key={id} accountId={id} listId={listId} isMember />
          ))}
        </Rows>
      ) : phase === "failed" ? (
        <Message onRetry={retry}>
          <FormattedMessage
            id="lists.members.error"
            defaultMessage="The members could not be loaded."
          />
        </Message>
      ) : phase === "loading" ? (
        <Skeleton variant="account" rows={2} />
      ) : (
        <Message>
          <FormattedMessage
            id="lists.members.empty"
            defaultMessage="This list has no members yet. Search for people to add them."
          />
        </Message>
      )}
      {members.next !== null && members.ids.length > 0 && (
        <LoadMore
          isLoading={members.loadingMore}
          onLoad={() =>
            void dispatch(fetchListMembers({ id: listId, more: true }))
          }
        />
      )}
    </Panel>
  );
}

interface MemberRowProps {
  accountId: string;
  listId: string;
  isMember: boolean;
}

function MemberRow({ accountId, listId, isMember }: MemberRowProps) {
  const dispatch = useAppDispatch();
  const arg = { id: listId, accountIds: [accountId] };
  return (
    <li>
      <AccountRow id={accountId} />
      {isMember ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void dispatch(removeListMembers(arg))}
        >
          <FormattedMessage {...listMessages.remove} />
        </Button>
      ) : (
        <Button size="sm" onClick={() => void dispatch(addListMembers(arg))}>
          <FormattedMessage {...listMessages.add} />
        </Button>
      )}
    </li>
  );
}

const Panel = styled.section`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Heading = styled.h2`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline-end: ${({ theme }) => theme.space.lg};
  }

  > li > a {
    flex: 1;
    min-inline-size: 0;
  }
`;
