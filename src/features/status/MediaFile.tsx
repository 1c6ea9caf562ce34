import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { Icon } from "../../components/Icon";
import externalIcon from "../../components/icons/external.svg";
import { fileName } from "../../components/mediaLayout";
import { externalLink } from "../../utils/safeUrl";

export interface MediaFileProps {
  attachment: Pick<
    MediaAttachment,
    "type" | "url" | "remote_url" | "description"
  >;
  /** False behind the sensitive cover: the file is named but not played. */
  revealed: boolean;
}

/** Audio with its player, or any other file as a link (spec 01: type unknown). */
export function MediaFile({ attachment, revealed }: MediaFileProps) {
  const link = externalLink(attachment.url ?? attachment.remote_url);
  const url = link?.href ?? null;
  const description = attachment.description?.trim() ?? "";
  if (attachment.type === "audio" && url && revealed) {
    return (
      <Figure>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- servers send no caption tracks; the description is the caption below */}
        <audio
          controls
          preload="none"
          src={url}
          aria-label={description || undefined}
        />
        {description !== "" && (
          <figcaption dir="auto">{description}</figcaption>
        )}
      </Figure>
    );
  }
  if (!link) return null;
  return (
    <FileLink {...link}>
      <Icon src={externalIcon} size={14} />
      <bdi>{description || fileName(link.href)}</bdi>
      {attachment.type === "audio" && (
        <Kind>
          <FormattedMessage id="status.media.audio" defaultMessage="Audio" />
        </Kind>
      )}
    </FileLink>
  );
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  audio {
    inline-size: 100%;
  }

  figcaption {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const FileLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Kind = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.mutedText};
`;
