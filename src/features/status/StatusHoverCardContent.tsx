import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Spinner } from "../../components/Spinner";
import { useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { selectStatusById } from "../../store/statuses/selectors";
import { fetchStatus } from "../../store/statuses/thunks";
import { useRequest } from "../../store/useRequest";
import { StatusBody } from "./StatusBody";
import { StatusHeader } from "./StatusHeader";

export interface StatusHoverCardContentProps {
  statusId: string;
}

/**
 * The inside of the status hover card: the post, compact (author, time,
 * text, media, poll, quote named). A post not held is asked for; one the
 * server no longer has says so. Kept from the collector while shown.
 */
export function StatusHoverCardContent({
  statusId,
}: StatusHoverCardContentProps) {
  const status = useAppSelector((s) => selectStatusById(s, statusId));
  const held = status !== undefined;
  const { phase, failure } = useRequest(
    fetchStatus,
    { id: statusId },
    { skip: held },
  );
  const retained = useMemo(() => [statusId], [statusId]);
  useRetained({ statuses: retained });
  if (status) {
    return (
      <Card>
        <StatusHeader status={status} compact />
        <StatusBody status={status} compact />
      </Card>
    );
  }
  if (phase !== "failed") {
    return (
      <Card aria-busy="true">
        <Spinner size={24} />
      </Card>
    );
  }
  const missing = failure?.status === 404 || failure?.status === 410;
  return (
    <Card role="status">
      {missing ? (
        <FormattedMessage
          id="status.screen.notFound"
          defaultMessage="This post could not be found."
        />
      ) : (
        <FormattedMessage
          id="status.screen.error"
          defaultMessage="This post could not be loaded."
        />
      )}
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-block-size: min(24rem, 60vh);
  overflow: hidden;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
