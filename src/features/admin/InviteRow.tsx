import { FormattedDate, FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import type { AdminInvite } from "../../api/schemas/adminInvite";
import { isProvisional } from "../../store/admin/collection/collection";
import { revokeInvite } from "../../store/admin/invites/thunks";
import { useAppDispatch } from "../../store/hooks";
import { invitesMessages as m } from "./invitesMessages";
import { Labelled } from "./Labelled";
import {
  Badge,
  Meta,
  Row,
  RowActions,
  RowMain,
  Strong,
} from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

/** Where a Pleroma invite token is redeemed. */
export const inviteUrl = (origin: string, token: string) =>
  `${origin}/registration/${encodeURIComponent(token)}`;

export interface InviteRowProps {
  invite: AdminInvite;
  origin: string;
}

/** One invite: its token and link, how often it was used, until when; revoked in place. */
export function InviteRow({ invite, origin }: InviteRowProps) {
  const dispatch = useAppDispatch();
  const pending = isProvisional(invite.id);
  const url = invite.token ? inviteUrl(origin, invite.token) : null;
  return (
    <Row aria-label={invite.token || undefined}>
      <RowMain>
        {url ? (
          <>
            {/* The token names the invite; the link below is what is sent. */}
            <Strong>{invite.token}</Strong>
            <Link>{url}</Link>
          </>
        ) : (
          <Spinner size={16} />
        )}
        <Meta>
          <FormattedMessage
            {...(invite.max_use === null ? m.uses : m.usesOf)}
            values={{ uses: invite.uses, max: invite.max_use }}
          />
        </Meta>
        {invite.expires_at && (
          <Meta>
            <Labelled label={sectionMessages.expires}>
              <FormattedDate value={invite.expires_at} dateStyle="medium" />
            </Labelled>
          </Meta>
        )}
        {invite.used && (
          <span>
            <Badge $tone="danger">
              <FormattedMessage {...m.usedUp} />
            </Badge>
          </span>
        )}
      </RowMain>
      {!invite.used && (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() =>
              void dispatch(
                revokeInvite({ id: invite.id, token: invite.token }),
              )
            }
          >
            <FormattedMessage {...m.revoke} />
          </Button>
        </RowActions>
      )}
    </Row>
  );
}

/** The whole link, selectable, broken only where it must be. */
const Link = styled(Meta)`
  overflow-wrap: anywhere;
  user-select: all;
`;
