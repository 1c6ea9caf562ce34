import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../components/Button";
import { TextField } from "../components/FormControls";
import { LoadMore } from "../components/LoadMore";
import { Message } from "../components/Message";
import { Skeleton } from "../components/Skeleton";
import type { AsyncThunk } from "@reduxjs/toolkit";
import type { AppThunkConfig } from "../store/hooks";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import type { MemberPage } from "../store/collections/members";
import type {
  CandidatesPayload,
  MemberChangeArg,
  MembersArg,
  MembersPayload,
} from "../store/collections/thunks";
import { useRetained } from "../store/retained/useRetained";
import type { RootState } from "../store/rootReducer";
import { useRequest } from "../store/useRequest";
import { AccountRow } from "./AccountRow";

/** The members' words, shared with the lists feature's own screens. */
export const membersMessages = defineMessages({
  members: { id: "lists.members", defaultMessage: "Members" },
  add: { id: "lists.members.add", defaultMessage: "Add" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
});

/** The search field takes the row's free space. */
const Field = styled(TextField)`
  flex: 1;
  min-inline-size: 10rem;
`;

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

type Thunk<R, A> = AsyncThunk<R, A, AppThunkConfig>;

/** Where a collection's members come from and go to (a domain's thunks and selectors). */
export interface MembersSource {
  fetch: Thunk<MembersPayload, MembersArg>;
  add: Thunk<{ id: string }, MemberChangeArg>;
  remove: Thunk<{ id: string }, MemberChangeArg>;
  search: Thunk<CandidatesPayload, { q: string }>;
  selectMembers: (state: RootState, id: string) => MemberPage;
  selectCandidates: (state: RootState, q: string) => string[];
}

export interface MembersEditorProps {
  /** The list, circle or antenna whose accounts these are. */
  id: string;
  source: MembersSource;
  /** The panel's heading; "Members" unless said. */
  title?: string;
  /** What the empty list says. */
  empty?: ReactNode;
}

/**
 * A collection's members (a list's, a circle's, an antenna's accounts),
 * each with "Remove", and a search for people to add (changes show at
 * once; a refusal puts them back and is toasted).
 */
export function MembersEditor({
  id,
  source,
  title,
  empty,
}: MembersEditorProps) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const q = useSettled(query.trim());
  const members = useAppSelector((state) => source.selectMembers(state, id));
  const found = useAppSelector((state) => source.selectCandidates(state, q));
  const { phase, failure, retry } = useRequest<MembersPayload, MembersArg>(
    source.fetch,
    {
      id,
    },
  );
  useRequest<CandidatesPayload, { q: string }>(
    source.search,
    q === "" ? null : { q },
  );
  const memberSet = useMemo(() => new Set(members.ids), [members.ids]);
  const shown = useMemo(() => [...members.ids, ...found], [members.ids, found]);
  useRetained({ accounts: shown });
  const dispatch = useAppDispatch();
  const heading = title ?? intl.formatMessage(membersMessages.members);
  return (
    <Panel aria-label={heading}>
      {/* The heading leads its section: where several editors stack (an
          antenna's people and excluded people), a search under the one
          before read as part of it. */}
      <Heading>{heading}</Heading>
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
          {found.map((accountId) => (
            <MemberRow
              key={accountId}
              accountId={accountId}
              collectionId={id}
              source={source}
              isMember={memberSet.has(accountId)}
            />
          ))}
        </Rows>
      )}
      {members.ids.length > 0 ? (
        <Rows aria-label={heading}>
          {members.ids.map((accountId) => (
            <MemberRow
              key={accountId}
              accountId={accountId}
              collectionId={id}
              source={source}
              isMember
            />
          ))}
        </Rows>
      ) : phase === "failed" ? (
        <Message onRetry={retry} failure={failure}>
          <FormattedMessage
            id="lists.members.error"
            defaultMessage="The members could not be loaded."
          />
        </Message>
      ) : phase === "loading" ? (
        <Skeleton variant="account" rows={2} />
      ) : (
        <Message>
          {empty ?? (
            <FormattedMessage
              id="lists.members.empty"
              defaultMessage="This list has no members yet. Search for people to add them."
            />
          )}
        </Message>
      )}
      {members.next !== null && members.ids.length > 0 && (
        <LoadMore
          isLoading={members.loadingMore}
          onLoad={() => void dispatch(source.fetch({ id, more: true }))}
        />
      )}
    </Panel>
  );
}

interface MemberRowProps {
  accountId: string;
  collectionId: string;
  source: MembersSource;
  isMember: boolean;
}

function MemberRow({
  accountId,
  collectionId,
  source,
  isMember,
}: MemberRowProps) {
  const dispatch = useAppDispatch();
  const arg = { id: collectionId, accountIds: [accountId] };
  return (
    <li>
      <AccountRow id={accountId} />
      {isMember ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void dispatch(source.remove(arg))}
        >
          <FormattedMessage {...membersMessages.remove} />
        </Button>
      ) : (
        <Button size="sm" onClick={() => void dispatch(source.add(arg))}>
          <FormattedMessage {...membersMessages.add} />
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
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Heading = styled.h2`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
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
