import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppSelector } from "../../store/hooks";
import { selectListById, selectListIds } from "../../store/lists/selectors";
import { fetchLists } from "../../store/lists/thunks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { ListFavouriteButton } from "./ListFavouriteButton";
import { listMessages } from "./listMessages";
import { NewListForm } from "./NewListForm";

/** `/lists`: the member's lists, favourites first, and a new one. */
export function ListsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(listMessages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchLists, undefined);
  const ids = useAppSelector(selectListIds);
  let body;
  if (ids !== null && ids.length > 0) {
    body = (
      <Rows aria-label={title}>
        {ids.map((id) => (
          <ListRow key={id} id={id} />
        ))}
      </Rows>
    );
  } else if (phase === "failed") {
    body = (
      <Message onRetry={retry} failure={failure}>
        <FormattedMessage
          id="lists.error"
          defaultMessage="Your lists could not be loaded."
        />
      </Message>
    );
  } else if (ids === null) {
    body = <Skeleton variant="account" rows={3} />;
  } else {
    body = (
      <Message>
        <FormattedMessage
          id="lists.empty"
          defaultMessage="You have no lists yet. A list is a timeline of the people you put in it."
        />
      </Message>
    );
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      <NewListForm />
      {body}
    </Column>
  );
}

function ListRow({ id }: { id: string }) {
  const list = useAppSelector((state) => selectListById(state, id));
  if (!list) return null;
  return (
    <li>
      <RowLink to={paths.list(id)}>{list.title}</RowLink>
      <ListFavouriteButton list={list} />
    </li>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline-end: ${({ theme }) => theme.space.md};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RowLink = styled(Link)`
  flex: 1;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;
