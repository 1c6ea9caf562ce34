import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import { Skeleton } from "../../components/Skeleton";
import { getConfig } from "../../config";
import { useMediaModal } from "../../store/modals/useMediaModal";
import { EventFacts } from "./EventFacts";
import { EventJoin } from "./EventJoin";
import { useEventStatus } from "./useEventStatus";
import { safeUrl } from "../../utils/safeUrl";

/**
 * The event layout's header: banner, name, facts and the Join button. It
 * loads the event post (leaving for the post route when the post has no
 * event), so the layout renders it once per page.
 */
export function EventHeader() {
  const intl = useIntl();
  const openMedia = useMediaModal();
  const { eventStatus, event, status, retry } = useEventStatus();
  if (status === "loading" || (eventStatus && !event)) {
    return <Skeleton variant="status" rows={1} />;
  }
  if (!eventStatus || !event) {
    return (
      <Unavailable role={status === "error" ? "alert" : undefined}>
        {status === "error" ? (
          <FormattedMessage
            id="event.header.error"
            defaultMessage="This event could not be loaded."
          />
        ) : (
          <FormattedMessage
            id="event.header.notFound"
            defaultMessage="This event could not be found."
          />
        )}
        {status === "error" && (
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage
              id="event.header.retry"
              defaultMessage="Try again"
            />
          </Button>
        )}
      </Unavailable>
    );
  }
  const { banner } = event;
  const bannerSrc = safeUrl(banner?.url) ?? safeUrl(banner?.preview_url);
  const { autoPlayGif } = getConfig();
  return (
    <Card>
      {banner && bannerSrc !== null && (
        <BannerLink
          href={bannerSrc}
          aria-label={intl.formatMessage({
            id: "event.header.viewBanner",
            defaultMessage: "View event banner",
          })}
          onClick={(clicked) => {
            openMedia(clicked, { url: bannerSrc, type: "image" });
          }}
        >
          <img src={safeUrl(banner.preview_url) ?? bannerSrc} alt="" />
        </BannerLink>
      )}
      <Body>
        <Title>
          <EmojiText
            text={event.name}
            emojis={eventStatus.emojis}
            autoPlayGif={autoPlayGif}
          />
        </Title>
        <EventFacts eventStatus={eventStatus} event={event} />
        <div>
          <EventJoin eventStatus={eventStatus} event={event} />
        </div>
      </Body>
    </Card>
  );
}

const Card = styled.header`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const BannerLink = styled.a`
  display: block;
  aspect-ratio: 3 / 1;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Unavailable = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
`;
