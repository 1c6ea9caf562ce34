import type { StoredStatus } from "../store/normalize";
import { isVisual } from "../components/mediaLayout";
import { MediaThumbnail } from "./MediaThumbnail";
import { useMediaModal } from "../store/modals/useMediaModal";

export interface MediaCellsProps {
  status: StoredStatus;
}

/**
 * A post's pictures and videos as grid cells (`<li>`s for the caller's list),
 * each opening the MEDIA modal at its index among the post's attachments.
 */
export function MediaCells({ status }: MediaCellsProps) {
  const openMedia = useMediaModal();
  const media = status.media_attachments;
  return media.filter(isVisual).map((attachment) => (
    <li key={attachment.id}>
      <MediaThumbnail
        attachment={attachment}
        sensitive={status.sensitive}
        onClick={(event) => {
          openMedia(event, {
            statusId: status.id,
            index: media.indexOf(attachment),
          });
        }}
      />
    </li>
  ));
}
