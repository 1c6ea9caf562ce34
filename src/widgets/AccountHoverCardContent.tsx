import { useEffect } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../components/Avatar";
import { DisplayName } from "../components/DisplayName";
import { RichText } from "../components/RichText";
import { getConfig } from "../config";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { selectLocalDomain } from "../store/instance/selectors";
import { fetchAccount, fetchRelationships } from "../store/accounts/thunks";
import { selectRelationshipById } from "../store/relationships/selectors";
import { FollowButton } from "./FollowButton";
import { isBlankHtml } from "../utils/isBlankHtml";

export interface AccountHoverCardContentProps {
  accountId: string;
}

/**
 * The inside of the account hover card; asks for the account and
 * relationship if not held. Members see how they relate (follows you, muted,
 * blocked) and can follow from here.
 */
export function AccountHoverCardContent({
  accountId,
}: AccountHoverCardContentProps) {
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => state.accounts.byId[accountId]);
  const relationship = useAppSelector((state) =>
    selectRelationshipById(state, accountId),
  );
  const localDomain = useAppSelector(selectLocalDomain);
  const held = account !== undefined;
  useEffect(() => {
    if (!held) void dispatch(fetchAccount({ id: accountId }));
    void dispatch(fetchRelationships({ ids: [accountId] }));
  }, [accountId, held, dispatch]);

  if (!account) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  const banner = autoPlayGif ? account.header : account.header_static;
  return (
    <Card>
      <Strip
        style={banner ? { backgroundImage: `url("${banner}")` } : undefined}
      />
      <Body>
        <Top>
          <AvatarRing>
            <Avatar account={account} size={56} animate={autoPlayGif} alt="" />
          </AvatarRing>
          <FollowButton accountId={accountId} size="sm" />
        </Top>
        <DisplayName
          account={account}
          displayFqn={displayFqn}
          localDomain={localDomain}
          autoPlayGif={autoPlayGif}
        />
        <RelationshipBadges>
          {relationship?.followed_by === true && (
            <Badge>
              <FormattedMessage
                id="account.hoverCard.followsYou"
                defaultMessage="Follows you"
              />
            </Badge>
          )}
          {relationship?.muting === true && (
            <Badge>
              <FormattedMessage
                id="account.hoverCard.muted"
                defaultMessage="Muted"
              />
            </Badge>
          )}
          {relationship?.blocking === true && (
            <Badge>
              <FormattedMessage
                id="account.hoverCard.blocked"
                defaultMessage="Blocked"
              />
            </Badge>
          )}
        </RelationshipBadges>
        {!isBlankHtml(account.note) && (
          <Bio
            html={account.note}
            emojis={account.emojis}
            autoPlayGif={autoPlayGif}
          />
        )}
        <Counts>
          <FormattedMessage
            id="account.hoverCard.followers"
            defaultMessage="{count} {total, plural, one {Follower} other {Followers}}"
            values={{
              count: (
                <strong key="count">
                  <FormattedNumber
                    value={account.followers_count}
                    notation="compact"
                  />
                </strong>
              ),
              total: account.followers_count,
            }}
          />
          <FormattedMessage
            id="account.hoverCard.following"
            defaultMessage="{count} Following"
            values={{
              count: (
                <strong key="count">
                  <FormattedNumber
                    value={account.following_count}
                    notation="compact"
                  />
                </strong>
              ),
            }}
          />
        </Counts>
      </Body>
    </Card>
  );
}

const Card = styled.div`
  overflow: hidden;
  border-radius: inherit;
`;

const Strip = styled.div`
  block-size: 64px;
  background: ${({ theme }) => theme.colors.skeleton} center / cover no-repeat;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: -28px;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  align-self: stretch;
  gap: ${({ theme }) => theme.space.sm};
`;

const RelationshipBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }
`;

const AvatarRing = styled.span`
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
`;

const Badge = styled.span`
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
`;

/** An excerpt: a few lines of the bio. */
const Bio = styled(RichText)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Counts = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
