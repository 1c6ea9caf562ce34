import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { FAVOURITES } from "../../store/bookmarks/lists";
import { StatusListFeed } from "./StatusListFeed";

/** `/favourites`: the posts the member liked, newest like first. */
export function FavouritesScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: "account.tabs.likes",
    defaultMessage: "Likes",
  });
  useDocumentTitle(title);
  return (
    <Column>
      <ColumnHeader title={title} />
      <StatusListFeed
        listKey={FAVOURITES}
        label={title}
        empty={
          <FormattedMessage
            id="favourites.empty"
            defaultMessage="You have not liked any posts yet."
          />
        }
      />
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
