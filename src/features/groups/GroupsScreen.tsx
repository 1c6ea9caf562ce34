import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Field, Form, Input } from "../../components/Form.styles";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  selectGroupSearch,
  selectMyGroupIds,
} from "../../store/groups/selectors";
import { fetchGroups, searchGroups } from "../../store/groups/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { GroupRow } from "../../widgets/GroupRow";
import { groupMessages } from "./groupMessages";

/** `/groups`: the member's groups, and a search for others to join. */
export function GroupsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(groupMessages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchGroups, undefined);
  const ids = useAppSelector(selectMyGroupIds);
  let mine;
  if (ids !== null && ids.length > 0) {
    mine = (
      <GroupList ids={ids} label={intl.formatMessage(groupMessages.mine)} />
    );
  } else if (phase === "failed") {
    mine = (
      <Message onRetry={retry} failure={failure}>
        <FormattedMessage
          id="groups.error"
          defaultMessage="Groups could not be loaded."
        />
      </Message>
    );
  } else if (ids === null) {
    mine = <Skeleton variant="account" rows={2} />;
  } else {
    mine = (
      <Message>
        <FormattedMessage
          id="groups.mine.empty"
          defaultMessage="You are in no groups yet."
        />
      </Message>
    );
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      <Heading>
        <FormattedMessage {...groupMessages.mine} />
      </Heading>
      {mine}
      <GroupSearch />
    </Column>
  );
}

function GroupSearch() {
  const intl = useIntl();
  const headingId = useId();
  const [query, setQuery] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const { phase } = useRequest(
    searchGroups,
    asked === null ? null : { q: asked },
  );
  const search = useAppSelector(selectGroupSearch);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (query.trim() !== "") setAsked(query.trim());
  };
  const label = intl.formatMessage({
    id: "groups.search",
    defaultMessage: "Find groups",
  });
  const found = asked !== null && search.q === asked ? search.ids : null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{label}</Heading>
      <SearchForm role="search" aria-label={label} onSubmit={submit}>
        <Field>
          <VisuallyHidden>{label}</VisuallyHidden>
          <Input
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <Button type="submit" loading={phase === "loading" && asked !== null}>
          {label}
        </Button>
      </SearchForm>
      {found !== null && found.length > 0 && (
        <GroupList ids={found} label={label} />
      )}
      {found !== null && found.length === 0 && phase === "done" && (
        <Message>
          <FormattedMessage
            id="groups.search.none"
            defaultMessage="No groups found."
          />
        </Message>
      )}
    </section>
  );
}

function GroupList({ ids, label }: { ids: readonly string[]; label: string }) {
  return (
    <Rows aria-label={label}>
      {ids.map((id) => (
        <li key={id}>
          <GroupRow id={id} />
        </li>
      ))}
    </Rows>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  padding-block-end: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SearchForm = styled(Form)`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
