import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { GroupAvatar } from "../../components/GroupAvatar";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import type { StoredGroup } from "../../store/normalize";
import { selectGroupRelationship } from "../../store/groups/selectors";
import { joinGroup, leaveGroup } from "../../store/groups/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useOpenCompose } from "../../store/compose/useOpenCompose";
import { groupMessages } from "./groupMessages";

/** A group's banner, name, description and size, with joining, leaving and posting. */
export function GroupHeader({ group }: { group: StoredGroup }) {
  const { autoPlayGif } = getConfig();
  return (
    <Header>
      {group.header && <Banner src={group.header_static} alt="" />}
      <Identity>
        <GroupAvatar group={group} size={64} />
        <div>
          <Name>
            <EmojiText
              text={group.display_name}
              emojis={group.emojis}
              autoPlayGif={autoPlayGif}
            />
          </Name>
          <Facts>
            <FormattedMessage
              {...groupMessages.count}
              values={{ count: group.members_count }}
            />
            {group.locked && (
              <>
                {" · "}
                <FormattedMessage
                  id="groups.private"
                  defaultMessage="Private group"
                />
              </>
            )}
          </Facts>
        </div>
      </Identity>
      {group.note && (
        <Note
          html={group.note}
          emojis={group.emojis}
          autoPlayGif={autoPlayGif}
        />
      )}
      <MembershipActions group={group} />
    </Header>
  );
}

function MembershipActions({ group }: { group: StoredGroup }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openCompose = useOpenCompose();
  const relationship = useAppSelector((state) =>
    selectGroupRelationship(state, group.id),
  );
  const id = group.id;
  if (relationship?.member) {
    return (
      <Actions>
        <Button onClick={() => openCompose({ draft: { groupId: id } })}>
          <FormattedMessage {...groupMessages.post} />
        </Button>
        {relationship.role !== "owner" && (
          <Button
            variant="secondary"
            onClick={() => void dispatch(leaveGroup({ id }))}
          >
            <FormattedMessage {...groupMessages.leave} />
          </Button>
        )}
      </Actions>
    );
  }
  if (relationship?.requested) {
    return (
      <Actions>
        <Status role="status">
          <FormattedMessage
            id="groups.requested"
            defaultMessage="Your request to join is waiting for an admin."
          />
        </Status>
        <Button
          variant="secondary"
          onClick={() => void dispatch(leaveGroup({ id, requested: true }))}
        >
          <FormattedMessage {...groupMessages.cancelRequest} />
        </Button>
      </Actions>
    );
  }
  return (
    <Actions>
      <Button
        onClick={() => void dispatch(joinGroup({ id, locked: group.locked }))}
      >
        {intl.formatMessage(
          group.locked ? groupMessages.askToJoin : groupMessages.join,
        )}
      </Button>
    </Actions>
  );
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.md};
`;

const Banner = styled.img`
  inline-size: 100%;
  block-size: 8rem;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled(RichText)`
  padding-inline: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
`;

const Status = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.mutedText};
`;
