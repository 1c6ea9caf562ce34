import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../api/schemas/mediaAttachment";
import { Blurhash } from "../components/Blurhash";
import { Icon } from "../components/Icon";
import playIcon from "../components/icons/play.svg";
import { objectPosition } from "../components/mediaLayout";

export interface MediaThumbnailProps {
  attachment: MediaAttachment;
  /** Sensitive media show only their blurhash until opened. */
  sensitive: boolean;
  onClick: (event: MouseEvent) => void;
}

/**
 * A square thumbnail linking to the file: the blurhash holds the place while
 * the preview loads and stands in for sensitive media.
 */
export function MediaThumbnail({
  attachment,
  sensitive,
  onClick,
}: MediaThumbnailProps) {
  const intl = useIntl();
  const href = attachment.url ?? attachment.preview_url;
  const preview = attachment.preview_url ?? attachment.url;
  if (href === null || preview === null) return null;
  const description = attachment.description?.trim() ?? "";
  let label = description;
  if (sensitive) {
    label = intl.formatMessage({
      id: "account.gallery.sensitive",
      defaultMessage: "Sensitive content",
    });
  } else if (description === "") {
    label = intl.formatMessage({
      id: "account.gallery.attachment",
      defaultMessage: "Attachment without description",
    });
  }
  return (
    <Thumb href={href} aria-label={label} title={label} onClick={onClick}>
      <Placeholder hash={attachment.blurhash} />
      {sensitive ? (
        <Cover aria-hidden="true">{label}</Cover>
      ) : (
        <Image
          src={preview}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ objectPosition: objectPosition(attachment) }}
        />
      )}
      {(attachment.type === "video" || attachment.type === "gifv") && (
        <Play aria-hidden="true">
          <Icon src={playIcon} size={24} />
        </Play>
      )}
    </Thumb>
  );
}

const Thumb = styled.a`
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Placeholder = styled(Blurhash)`
  position: absolute;
  inset: 0;
`;

const Image = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Cover = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  color: ${({ theme }) => theme.colors.onMediaBadge};
`;

const Play = styled.span`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  display: flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
`;
