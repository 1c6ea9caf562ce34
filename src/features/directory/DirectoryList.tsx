import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { AccountRow } from "../../widgets/AccountRow";

/** People shown at first in the compact panel, and added by each "Load more". */
const COMPACT_ROWS = 5;

export interface DirectoryListProps {
  items: readonly string[];
  hasMore: boolean;
  isLoading: boolean;
  /** Five rows at first, with counts rather than bios. */
  compact: boolean;
  onLoadMore: () => void;
}

/** The directory's people, with "Load more": the compact panel first reveals what is loaded. */
export function DirectoryList({
  items,
  hasMore,
  isLoading,
  compact,
  onLoadMore,
}: DirectoryListProps) {
  const [limit, setLimit] = useState(compact ? COMPACT_ROWS : Infinity);
  const shown = items.slice(0, limit);
  const showMore = () => {
    const next = compact ? limit + COMPACT_ROWS : limit;
    setLimit(next);
    if (items.length <= next) onLoadMore();
  };
  return (
    <>
      <List>
        {shown.map((id) => (
          <li key={id}>
            <AccountRow id={id} detail={compact ? "counts" : "note"} />
          </li>
        ))}
      </List>
      {(shown.length < items.length || hasMore) && (
        <More>
          <Button variant="link" loading={isLoading} onClick={showMore}>
            <FormattedMessage
              id="directory.loadMore.button"
              defaultMessage="Load more"
            />
          </Button>
        </More>
      )}
    </>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block-start: ${({ theme }) => theme.space.sm};
`;
