import { useAppSelector } from "../../store/hooks";
import { MediaCells } from "./MediaCells";

export interface GalleryItemsProps {
  statusId: string;
}

/** One post's cells in the media grid; for a boost, the boosted post's. */
export function GalleryItems({ statusId }: GalleryItemsProps) {
  const status = useAppSelector((state) => {
    const held = state.statuses.byId[statusId];
    return held?.reblog_id ? state.statuses.byId[held.reblog_id] : held;
  });
  return status ? <MediaCells status={status} /> : null;
}
