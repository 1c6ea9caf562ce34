import { useEffect, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import starIcon from "../../components/icons/star.svg";
import { useAppDispatch } from "../../store/hooks";
import { StatusCard } from "../status/StatusCard";
import { useRetained } from "../timeline/useRetained";
import { fetchPinnedStatuses } from "./pinnedStatuses";

export interface PinnedStatusesProps {
  accountId: string;
}

const NONE: readonly string[] = [];

/** The account's pinned posts, above its timeline; nothing when there are none. */
export function PinnedStatuses({ accountId }: PinnedStatusesProps) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [pinned, setPinned] = useState<{ accountId: string; ids: string[] }>();
  const ids = pinned?.accountId === accountId ? pinned.ids : NONE;
  useRetained({ statuses: ids });

  useEffect(() => {
    const request = dispatch(fetchPinnedStatuses({ accountId }));
    void request.then((action) => {
      if (fetchPinnedStatuses.fulfilled.match(action)) {
        setPinned({ accountId, ids: action.payload.result });
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
