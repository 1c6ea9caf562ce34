import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { PreviewCard } from "../../api/schemas/previewCard";
import { Blurhash } from "../../components/Blurhash";
import { Icon } from "../../components/Icon";
import playIcon from "../../components/icons/play.svg";
import { externalLink, safeUrl } from "../../utils/safeUrl";

export interface LinkCardProps {
  card: PreviewCard;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/**
 * A link preview: image (blurhash until loaded), provider, title, description.
 * The server's `html` embed is never rendered; video and rich cards link out.
 */
export function LinkCard({ card }: LinkCardProps) {
  // The schema holds both to utils/safeUrl.ts too; the card checks again.
  const link = externalLink(card.url);
  if (link === null) return null;
  const image = safeUrl(card.image);
  const large = image !== null && card.width > card.height && card.width >= 400;
  const provider = card.provider_name.trim() || hostOf(card.url);
  return (
    <Card {...link} $large={large}>
      {image && <CardImage card={card} src={image} large={large} />}
      <Text>
        {provider && <Muted>{provider}</Muted>}
        <Title dir="auto">{card.title.trim() || card.url}</Title>
        {card.description.trim() && (
          <Description dir="auto">{card.description}</Description>
        )}
        {card.author_name.trim() && (
          <Muted>
            <FormattedMessage
              id="status.card.author"
              defaultMessage="By {name}"
              values={{ name: card.author_name }}
            />
          </Muted>
        )}
      </Text>
    </Card>
  );
}

interface CardImageProps {
  card: PreviewCard;
  src: string;
  large: boolean;
}

/** The preview image, its blurhash until it has loaded, and a play mark on media cards. */
function CardImage({ card, src, large }: CardImageProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Thumb $large={large}>
      {!loaded && <Cover hash={card.blurhash} />}
      <Image
        src={src}
        alt={card.image_description}
        loading="lazy"
        onLoad={() => setLoaded(true)}
      />
      {(card.type === "video" || card.type === "rich") && (
        <Play aria-hidden="true">
          <Icon src={playIcon} size={20} />
        </Play>
      )}
    </Thumb>
  );
}

const Card = styled.a<{ $large: boolean }>`
  display: flex;
  flex-direction: ${({ $large }) => ($large ? "column" : "row")};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Thumb = styled.div<{ $large: boolean }>`
  position: relative;
  flex-shrink: 0;
  inline-size: ${({ $large }) => ($large ? "100%" : "7.5rem")};
  aspect-ratio: ${({ $large }) => ($large ? "1.91" : "1")};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Cover = styled(Blurhash)`
  position: absolute;
  inset: 0;
`;

const Image = styled.img`
  position: relative;
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Play = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.onMediaBadge};

  > * {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.mediaBadge};
    box-sizing: content-box;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.mutedText};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
