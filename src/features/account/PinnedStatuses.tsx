import { useEffect, useId, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import starIcon from "../../components/icons/star.svg";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { StatusCard } from "../status/StatusCard";
import { useRetained } from "../../store/retained/useRetained";
import {
  makeSelectShownPinned,
  type FetchedPinned,
} from "../../store/accounts/pinnedStatuses";
import { fetchPinnedStatuses } from "../../store/accounts/thunks";

export interface PinnedStatusesProps {
  accountId: string;
}

const NONE: FetchedPinned = { ids: [], flagged: true };

/**
 * The account's pinned posts, above its timeline; nothing when there are
 * none. Pins, unpins and deletions show at once (see `shownPinned`).
 */
export function PinnedStatuses({ accountId }: PinnedStatusesProps) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [pinned, setPinned] = useState<FetchedPinned & { accountId: string }>();
  const fetched = pinned?.accountId === accountId ? pinned : NONE;
  const selectShown = useMemo(() => makeSelectShownPinned(), []);
  const ids = useAppSelector((s) => selectShown(s, accountId, fetched));
  useRetained({ statuses: ids });

  useEffect(() => {
    const request = dispatch(fetchPinnedStatuses({ accountId }));
    void request.then((action) => {
      if (fetchPinnedStatuses.fulfilled.match(action)) {
        const { result, flagged } = action.payload;
        setPinned({ accountId, ids: result, flagged });
      }
    });
    return () => {
      request.abort();
    };
  }, [accountId, dispatch]);

  if (ids.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Icon src={starIcon} size="1em" />
        <FormattedMessage
          id="account.pinned.heading"
          defaultMessage="Pinned posts"
        />
      </Heading>
      {ids.map((id) => (
        <StatusCard key={id} id={id} />
      ))}
    </section>
  );
}

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedText};
`;
