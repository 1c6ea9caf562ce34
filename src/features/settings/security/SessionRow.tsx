import { FormattedDate, FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/Button";
import { RelativeTime } from "../../../components/RelativeTime";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import {
  selectCurrentSessionId,
  selectSessionById,
} from "../../../store/security/selectors";
import { revokeSession } from "../../../store/security/thunks";

/**
 * One signed-in session: the app, when it signed in and was last used, and
 * "Sign out" for it. This browser's own session is marked and offers no
 * sign-out here (the account menu has it).
 */
export function SessionRow({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => selectSessionById(state, id));
  const current = useAppSelector(selectCurrentSessionId) === id;
  if (!session) return null;
  return (
    <Row>
      <Details>
        <strong>
          {session.app_name ?? (
            <FormattedMessage
              id="security.sessions.unknownApp"
              defaultMessage="Unknown app"
            />
          )}
        </strong>
        {current && (
          <Current>
            <FormattedMessage
              id="security.sessions.current"
              defaultMessage="This browser"
            />
          </Current>
        )}
        <Facts>
          {session.created_at && (
            <span>
              <FormattedMessage
                id="security.sessions.signedIn"
                defaultMessage="Signed in {date}"
                values={{
                  date: (
                    <FormattedDate
                      value={session.created_at}
                      dateStyle="medium"
                    />
                  ),
                }}
              />
            </span>
          )}
          {session.last_used && (
            <span>
              <FormattedMessage
                id="security.sessions.lastUsed"
                defaultMessage="Last used {time}"
                values={{ time: <RelativeTime date={session.last_used} /> }}
              />
            </span>
          )}
        </Facts>
      </Details>
      {!current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void dispatch(revokeSession({ id }))}
        >
          <FormattedMessage id="auth.menu.signOut" defaultMessage="Sign out" />
        </Button>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Details = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Current = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.span`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
