import { useIntl } from "react-intl";
import styled, { css } from "styled-components";
import { Avatar } from "../../components/Avatar";
import { GifImage } from "../../components/GifImage";
import { getConfig } from "../../config";
import type { StoredAccount } from "../../store/normalize";
import { useMediaModal } from "../../store/modals/useMediaModal";
import { safeUrl } from "../../utils/safeUrl";

export interface ProfileBannerProps {
  account: StoredAccount;
}

export const PROFILE_AVATAR_SIZE = 96;

/** Mastodon serves this placeholder when an account has no header image. */
const MISSING_HEADER = "/missing.png";

/**
 * The header image with the avatar over its lower edge. Each is a link to the
 * image; a plain left click opens it in the MEDIA modal instead.
 */
export function ProfileBanner({ account }: ProfileBannerProps) {
  const intl = useIntl();
  const openMedia = useMediaModal();
  const { autoPlayGif } = getConfig();
  const hasHeader =
    safeUrl(account.header) !== null &&
    !account.header.endsWith(MISSING_HEADER);

  return (
    <Wrapper>
      {hasHeader ? (
        <BannerLink
          href={account.header}
          aria-label={intl.formatMessage({
            id: "account.header.viewHeader",
            defaultMessage: "View header image",
          })}
          onClick={(event) => {
            openMedia(event, {
              url: account.header,
              description: account.header_description,
              type: "image",
            });
          }}
        >
          <Banner
            src={account.header}
            staticSrc={account.header_static}
            alt=""
            autoPlay={autoPlayGif}
          />
        </BannerLink>
      ) : (
        <EmptyBanner />
      )}
      {safeUrl(account.avatar) !== null ? (
        <AvatarLink
          href={account.avatar}
          aria-label={intl.formatMessage({
            id: "account.header.viewAvatar",
            defaultMessage: "View profile picture",
          })}
          onClick={(event) => {
            openMedia(event, {
              url: account.avatar,
              description: account.avatar_description,
              type: "image",
            });
          }}
        >
          <Avatar
            account={account}
            size={PROFILE_AVATAR_SIZE}
            animate={autoPlayGif}
            alt=""
          />
        </AvatarLink>
      ) : (
        <AvatarFrame>
          <Avatar account={account} size={PROFILE_AVATAR_SIZE} alt="" />
        </AvatarFrame>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  padding-block-end: ${PROFILE_AVATAR_SIZE / 2}px;
`;

const bannerBox = css`
  display: block;
  aspect-ratio: 3 / 1;
  inline-size: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const BannerLink = styled.a`
  ${bannerBox}
`;

const EmptyBanner = styled.div`
  ${bannerBox}
`;

const Banner = styled(GifImage)`
  display: block;
  inline-size: 100%;
  block-size: 100%;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const avatarBox = css`
  position: absolute;
  inset-block-end: 0;
  inset-inline-start: ${({ theme }) => theme.space.lg};
  display: block;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
`;

const AvatarLink = styled.a`
  ${avatarBox}
`;

const AvatarFrame = styled.div`
  ${avatarBox}
`;
