import styled from "styled-components";
import { DisplayName } from "../../components/DisplayName";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { ProfileActions } from "./ProfileActions";
import { ProfileBadges } from "./ProfileBadges";
import { ProfileBanner } from "./ProfileBanner";
import { ProfileMovedNote } from "./ProfileMovedNote";
import { ProfileSkeleton } from "./ProfileSkeleton";
import { ProfileStats } from "./ProfileStats";
import { ProfileUnavailable } from "./ProfileUnavailable";
import { useAccountFromRoute } from "./useAccountFromRoute";

/**
 * The profile layout's header card. It loads the route's account (and
 * redirects to the canonical acct), so the layout renders it once per page;
 * the profile info panel (bio, fields) is a chunk of its own, placed by the
 * layout.
 */
export function ProfileHeader() {
  const { acct, account, status, failure, retry } = useAccountFromRoute();
  const localDomain = useAppSelector(selectLocalDomain);
  if (status === "loading") return <ProfileSkeleton />;
  if (!account) {
    return (
      <ProfileUnavailable
        reason={status === "error" ? "error" : "notFound"}
        acct={acct ?? undefined}
        failure={failure}
        onRetry={retry}
      />
    );
  }
  if (account.suspended) {
    return <ProfileUnavailable reason="suspended" acct={account.acct} />;
  }
  const { displayFqn, autoPlayGif } = getConfig();
  return (
    <Card>
      <ProfileBanner account={account} />
      <Body>
        <Top>
          <Name>
            <DisplayName
              account={account}
              displayFqn={displayFqn}
              localDomain={localDomain}
              autoPlayGif={autoPlayGif}
              wrap
            />
          </Name>
          <ProfileActions account={account} />
        </Top>
        <ProfileBadges account={account} />
        <ProfileMovedNote account={account} />
        <ProfileStats account={account} />
      </Body>
    </Card>
  );
}

const Card = styled.header`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.h1`
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
