import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { useAppSelector } from "../../store/hooks";
import { selectInteractionRequests } from "../../store/interactionRequests/selectors";
import { fetchInteractionRequests } from "../../store/interactionRequests/thunks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { interactionRequestMessages as messages } from "./interactionRequestMessages";

/**
 * The way to the interaction requests from the notifications, with how many
 * wait (where the server holds interactions for approval).
 */
export function InteractionRequestsLink() {
  useRequest(fetchInteractionRequests, undefined);
  const { ids, next } = useAppSelector(selectInteractionRequests);
  return (
    <Link to={paths.interactionRequests()}>
      <FormattedMessage {...messages.title} />
      {ids.length > 0 && (
        <Count>
          {next === null ? (
            ids.length
          ) : (
            <FormattedMessage
              id="notifications.badge.more"
              defaultMessage="{max}+"
              values={{ max: ids.length }}
            />
          )}
        </Count>
      )}
    </Link>
  );
}

const Count = styled.span`
  display: inline-block;
  min-inline-size: 1.25rem;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
