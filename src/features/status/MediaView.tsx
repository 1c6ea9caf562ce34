import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { MediaFile } from "./MediaFile";
import { useStatusConfig } from "../../components/useStatusConfig";

/** What the viewer needs of an attachment; a lone avatar or header fits it too. */
export type ViewableMedia = Pick<
  MediaAttachment,
  "id" | "type" | "url" | "remote_url" | "preview_url" | "description"
>;

export interface MediaViewProps {
  attachment: ViewableMedia;
}

/** One attachment at full size, for the media viewer. */
export function MediaView({ attachment }: MediaViewProps) {
  const { autoPlayGif } = useStatusConfig();
  const alt = attachment.description?.trim() ?? "";
  const src = attachment.url ?? attachment.remote_url ?? attachment.preview_url;
  const poster = attachment.preview_url ?? undefined;
  switch (attachment.type) {
    case "image":
      return <Image src={src ?? undefined} alt={alt} />;
    case "gifv":
      return (
        <Video
          src={src ?? undefined}
          poster={poster}
          aria-label={alt || undefined}
          autoPlay={autoPlayGif}
          controls={!autoPlayGif}
          loop
          muted
          playsInline
        />
      );
    case "video":
      return (
        <Video
          src={src ?? undefined}
          poster={poster}
          aria-label={alt || undefined}
          controls
          autoPlay
          playsInline
        />
      );
    default:
      return <MediaFile attachment={attachment} revealed />;
  }
}

const Image = styled.img`
  display: block;
  max-inline-size: 100%;
  max-block-size: 75vh;
  margin-inline: auto;
  object-fit: contain;
`;

const Video = styled.video`
  display: block;
  inline-size: 100%;
  max-block-size: 75vh;
  background: ${({ theme }) => theme.colors.mediaBadge};
`;
