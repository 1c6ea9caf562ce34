import { useAppSelector } from "../../store/hooks";
import { selectStatusById } from "../../store/statuses/selectors";
import { MediaCells } from "../../widgets/MediaCells";

export interface GalleryItemsProps {
  statusId: string;
}

/** One of the account's own posts as cells of the media grid. */
export function GalleryItems({ statusId }: GalleryItemsProps) {
  const status = useAppSelector((state) => selectStatusById(state, statusId));
  return status ? <MediaCells status={status} /> : null;
}
