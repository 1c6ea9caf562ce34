import { useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";

export interface GifImageProps {
  /** The animated image. */
  src: string;
  /** A still frame of it, shown when autoplay is off. */
  staticSrc: string;
  alt: string;
  /** Operator setting autoPlayGif. */
  autoPlay: boolean;
  /** Mark the still frame with a "GIF" badge. */
  showBadge?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * An animated image that, with autoplay off, shows a still frame and plays
 * while hovered or while it (or the link around it) has focus.
 */
export function GifImage({
  src,
  staticSrc,
  alt,
  autoPlay,
  showBadge = false,
  width,
  height,
  className,
}: GifImageProps) {
  const [active, setActive] = useState(false);
  const playing = autoPlay || active || !staticSrc;
  const start = () => setActive(true);
  const stop = () => setActive(false);
  return (
    <Frame
      className={className}
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
    >
      <Image
        src={playing ? src : staticSrc}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {showBadge && !playing && (
        <Badge aria-hidden="true">
          <FormattedMessage id="gifImage.badge" defaultMessage="GIF" />
        </Badge>
      )}
    </Frame>
  );
}

const Frame = styled.span`
  position: relative;
  display: inline-block;
  max-inline-size: 100%;
`;

const Image = styled.img`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
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
