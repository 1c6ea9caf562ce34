import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { IconButton } from "../../components/IconButton";
import { useStatusConfig } from "../../components/useStatusConfig";
import eyeOffIcon from "../../components/icons/eye-off.svg";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import { galleryAspect, isVisual } from "../../components/mediaLayout";
import { MediaFile } from "./MediaFile";
import { MediaTile } from "./MediaTile";

export interface MediaGalleryProps {
  status: StoredStatus;
  /** Inside a quoted post: a smaller grid. */
  compact?: boolean;
  /** Titles of the viewer's blur filters that matched: covered, saying so. */
  filters?: readonly string[];
}

const NO_FILTERS: readonly string[] = [];

/** At most four tiles in the grid (spec 01 section 9: 4 media per post). */
const MAX_TILES = 4;

/**
 * Images, GIFs and videos in a 1-4 tile grid behind a cover when the post is
 * marked sensitive or a blur filter matched it; audio and other files listed
 * under it. A tile opens the MEDIA modal at its index among the post's
 * attachments.
 */
export function MediaGallery({
  status,
  compact = false,
  filters = NO_FILTERS,
}: MediaGalleryProps) {
  const { mediaDisplay } = useStatusConfig();
  // The member's media display overrides the post's own mark, not a filter.
  const covered =
    mediaDisplay === "hide_all" ||
    filters.length > 0 ||
    (status.sensitive && mediaDisplay !== "show_all");
  const [revealed, setRevealed] = useState(!covered);
  // A filter that comes to match while the media show covers them again.
  const [wasCovered, setWasCovered] = useState(covered);
  if (covered !== wasCovered) {
    setWasCovered(covered);
    setRevealed(!covered);
  }
  const media = status.media_attachments;
  const tiles = media.filter(isVisual).slice(0, MAX_TILES);
  return (
    <Wrapper>
      {tiles.length > 0 && (
        <TileGrid
          status={status}
          tiles={tiles}
          compact={compact}
          covered={covered}
          filters={filters}
          revealed={revealed}
          onReveal={setRevealed}
        />
      )}
      {media
        .filter((m) => !isVisual(m))
        .map((attachment) => (
          <MediaFile
            key={attachment.id}
            attachment={attachment}
            revealed={revealed || tiles.length === 0}
          />
        ))}
    </Wrapper>
  );
}

/** Opens the MEDIA modal at an attachment's index among the post's attachments. */
function useOpenMedia(status: StoredStatus) {
  const dispatch = useAppDispatch();
  return (attachment: MediaAttachment) =>
    dispatch(
      modalOpened({
        type: "MEDIA",
        props: {
          statusId: status.id,
          index: status.media_attachments.indexOf(attachment),
        },
      }),
    );
}

interface TileGridProps {
  status: StoredStatus;
  tiles: readonly MediaAttachment[];
  compact: boolean;
  covered: boolean;
  filters: readonly string[];
  revealed: boolean;
  onReveal: (revealed: boolean) => void;
}

function TileGrid({
  status,
  tiles,
  compact,
  covered,
  filters,
  revealed,
  onReveal,
}: TileGridProps) {
  const open = useOpenMedia(status);
  return (
    <Grid
      $count={tiles.length}
      $compact={compact}
      style={{ aspectRatio: String(galleryAspect(tiles)) }}
    >
      {tiles.map((attachment, index) => (
        <MediaTile
          key={attachment.id}
          attachment={attachment}
          index={index}
          count={tiles.length}
          revealed={revealed}
          onOpen={() => open(attachment)}
        />
      ))}
      <SensitiveToggle
        covered={covered}
        filters={filters}
        revealed={revealed}
        onChange={onReveal}
      />
    </Grid>
  );
}

interface SensitiveToggleProps {
  covered: boolean;
  filters: readonly string[];
  revealed: boolean;
  onChange: (revealed: boolean) => void;
}

/** The cover over sensitive or filtered media, and the button that puts it back. */
function SensitiveToggle({
  covered,
  filters,
  revealed,
  onChange,
}: SensitiveToggleProps) {
  const intl = useIntl();
  if (!revealed) {
    return (
      <Cover type="button" onClick={() => onChange(true)}>
        <strong>
          {filters.length > 0 ? (
            <FormattedMessage
              id="status.notice.filtered"
              defaultMessage="Filtered: {titles}"
              values={{ titles: intl.formatList(filters, { type: "unit" }) }}
            />
          ) : (
            <FormattedMessage
              id="status.media.sensitive"
              defaultMessage="Sensitive content"
            />
          )}
        </strong>
        <span>
          <FormattedMessage
            id="status.media.reveal"
            defaultMessage="Click to show"
          />
        </span>
      </Cover>
    );
  }
  if (!covered) return null;
  return (
    <HideButton
      src={eyeOffIcon}
      label={intl.formatMessage({
        id: "status.media.hide",
        defaultMessage: "Hide media",
      })}
      onClick={() => onChange(false)}
    />
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** 1: one tile; 2: side by side; 3: one tall tile and two stacked; 4: two by two. */
const Grid = styled.div<{ $count: number; $compact: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ $count }) => ($count === 1 ? "1fr" : "1fr 1fr")};
  grid-template-rows: ${({ $count }) => ($count > 2 ? "1fr 1fr" : "1fr")};
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  max-block-size: ${({ $compact }) => ($compact ? "12rem" : "32rem")};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};

  & > :first-child {
    grid-row: ${({ $count }) => ($count === 3 ? "span 2" : "auto")};
  }
`;

const Cover = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  border: 0;
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const HideButton = styled(IconButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.onMediaBadge};
  background: ${({ theme }) => theme.colors.mediaBadge};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.onMediaBadge};
    background: ${({ theme }) => theme.colors.mediaBadge};
  }
`;
