import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useAppSelector } from "../../store/hooks";

/**
 * Whether the post a thread screen shows was deleted after it loaded. When
 * the reader deleted it here and came from another page of the app, the
 * screen goes back there; otherwise (deleted elsewhere, or the address was
 * opened directly) it stays and shows the post's tombstone.
 */
export function useFocusDeleted(statusId: string, loaded: boolean): boolean {
  const held = useAppSelector((s) => statusId in s.statuses.byId);
  const deleting = useAppSelector(
    (s) => s.statuses.deleting[statusId] === true,
  );
  // Remembered from the render where the reader's delete was in flight: the
  // deletion itself clears the flag along with the post.
  const [deletedHere, setDeletedHere] = useState<string | null>(null);
  if (deleting && deletedHere !== statusId) setDeletedHere(statusId);
  // A refused delete brings the post back: a later deletion is someone else's.
  if (!deleting && held && deletedHere === statusId) setDeletedHere(null);
  const deleted = loaded && !held;
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== "default";
  const leave = deleted && deletedHere === statusId && cameFromApp;
  useEffect(() => {
    if (leave) void navigate(-1);
  }, [leave, navigate]);
  return deleted;
}
