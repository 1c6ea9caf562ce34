import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";

export interface AltBadgeProps {
  description: string;
}

/** The "ALT" badge on a tile: shows the media's description over it, for everyone. */
export function AltBadge({ description }: AltBadgeProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <>
      <Badge
        type="button"
        aria-expanded={open}
        aria-controls={open ? textId : undefined}
        title={intl.formatMessage({
          id: "status.media.altTitle",
          defaultMessage: "Show the description",
        })}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="status.media.altBadge" defaultMessage="ALT" />
      </Badge>
      {open && (
        <Text id={textId} dir="auto">
          {description}
        </Text>
      )}
    </>
  );
}

const Badge = styled.button`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  z-index: 1;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
  cursor: pointer;
`;

const Text = styled.p`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  max-block-size: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  padding-block-end: calc(
    ${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.xs}
  );
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
`;
