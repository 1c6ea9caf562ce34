import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled, { css } from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { Blurhash } from "../../components/Blurhash";
import { IconButton } from "../../components/IconButton";
import externalIcon from "../../components/icons/external.svg";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { AltBadge } from "./AltBadge";
import { objectPosition } from "../../components/mediaLayout";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface MediaTileProps {
  attachment: MediaAttachment;
  index: number;
  count: number;
  /** False behind the sensitive cover: only the blurhash shows, nothing loads. */
  revealed: boolean;
  onOpen: () => void;
}

/** One tile of the gallery: the blurhash until the media has loaded, then the media. */
export function MediaTile({
  attachment,
  index,
  count,
  revealed,
  onOpen,
}: MediaTileProps) {
  const [loaded, setLoaded] = useState(false);
  const onLoaded = () => setLoaded(true);
  const description = attachment.description?.trim() ?? "";
  return (
    <Tile>
      {!loaded && <Placeholder hash={attachment.blurhash} />}
      {revealed && attachment.type === "video" && (
        <VideoTile
          attachment={attachment}
          onOpen={onOpen}
          onLoaded={onLoaded}
        />
      )}
      {revealed && attachment.type !== "video" && (
        <OpenButton type="button" onClick={onOpen}>
          {attachment.type === "gifv" ? (
            <GifVisual attachment={attachment} onLoaded={onLoaded} />
          ) : (
            <ImageVisual attachment={attachment} onLoaded={onLoaded} />
          )}
          <VisuallyHidden>
            <FormattedMessage
              id="status.media.open"
              defaultMessage="Open media {index} of {count}"
              values={{ index: index + 1, count }}
            />
          </VisuallyHidden>
        </OpenButton>
      )}
      {revealed && description !== "" && <AltBadge description={description} />}
    </Tile>
  );
}

interface VisualProps {
  attachment: MediaAttachment;
  onLoaded: () => void;
}

const altOf = (attachment: MediaAttachment) =>
  attachment.description?.trim() ?? "";

const positionOf = (attachment: MediaAttachment) => ({
  objectPosition: objectPosition(attachment),
});

/** The full image, or the server's small preview when the operator asks for it. */
function ImageVisual({ attachment, onLoaded }: VisualProps) {
  const { mediaPreview } = useStatusConfig();
  const src = mediaPreview
    ? attachment.preview_url
    : (attachment.url ?? attachment.preview_url);
  return (
    <Image
      src={src ?? undefined}
      alt={altOf(attachment)}
      style={positionOf(attachment)}
      loading="lazy"
      decoding="async"
      onLoad={onLoaded}
    />
  );
}

/** A GIF, served as a silent looping video: autoplays per autoPlayGif, else plays on hover. */
function GifVisual({ attachment, onLoaded }: VisualProps) {
  const { autoPlayGif } = useStatusConfig();
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <GifFrame
      onMouseEnter={() => void videoRef.current?.play().catch(() => undefined)}
      onMouseLeave={() => !autoPlayGif && videoRef.current?.pause()}
    >
      <Video
        ref={videoRef}
        src={attachment.url ?? undefined}
        poster={attachment.preview_url ?? undefined}
        aria-label={altOf(attachment) || undefined}
        style={positionOf(attachment)}
        autoPlay={autoPlayGif}
        loop
        muted
        playsInline
        onLoadedData={onLoaded}
      />
      {!autoPlayGif && (
        <Badge aria-hidden="true">
          <FormattedMessage id="status.media.gifBadge" defaultMessage="GIF" />
        </Badge>
      )}
    </GifFrame>
  );
}

/** A video plays in place with its controls; a corner button opens the viewer. */
function VideoTile({
  attachment,
  onOpen,
  onLoaded,
}: VisualProps & { onOpen: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Video
        src={attachment.url ?? undefined}
        poster={attachment.preview_url ?? undefined}
        aria-label={altOf(attachment) || undefined}
        style={positionOf(attachment)}
        controls
        preload="none"
        playsInline
        onLoadedData={onLoaded}
      />
      <Expand
        src={externalIcon}
        label={intl.formatMessage({
          id: "status.media.expand",
          defaultMessage: "Open in viewer",
        })}
        onClick={onOpen}
      />
    </>
  );
}

const Tile = styled.div`
  position: relative;
  min-inline-size: 0;
  min-block-size: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Placeholder = styled(Blurhash)`
  position: absolute;
  inset: 0;
`;

const OpenButton = styled.button`
  position: absolute;
  inset: 0;
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const GifFrame = styled.span`
  display: block;
  inline-size: 100%;
  block-size: 100%;
`;

const media = css`
  position: relative;
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Image = styled.img`
  ${media}
`;

const Video = styled.video`
  ${media}
  background: ${({ theme }) => theme.colors.mediaBadge};
`;

const Badge = styled.span`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
`;

const Expand = styled(IconButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
`;
