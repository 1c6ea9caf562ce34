import { useCallback, type MouseEvent } from "react";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { useAppDispatch } from "../hooks";
import { modalOpened, type ModalProps } from "./slice";

/**
 * What the MEDIA modal shows, as plain data so the modal stack stays
 * serialisable: a lone image (avatar, header) by URL, or a post's attachment
 * by the post's id and its index among the post's attachments.
 */
export type MediaModalTarget =
  | { url: string; description?: string | null; type: MediaAttachment["type"] }
  | { statusId: string; index: number };

/** A click with the main button and no modifier: modified clicks keep their link behaviour. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function toModalProps(target: MediaModalTarget): ModalProps {
  if ("statusId" in target) return { ...target };
  const { url, type, description } = target;
  return description ? { url, type, description } : { url, type };
}

/**
 * A click handler for links to media (avatar, header, gallery thumbnails):
 * a plain left click opens the MEDIA modal instead of following the link
 * (spec 01 section 2); any other click opens the file as links do.
 */
export function useMediaModal(): (
  event: MouseEvent,
  target: MediaModalTarget,
) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (event, target) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      dispatch(modalOpened({ type: "MEDIA", props: toModalProps(target) }));
    },
    [dispatch],
  );
}
