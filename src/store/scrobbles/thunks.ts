import { getScrobbles } from "../../api/endpoints/scrobbles";
import { createAppAsyncThunk } from "../hooks";
import { scrobblesOf, type StoredScrobble } from "./state";

const PAGE_SIZE = 20;

/** An account's recent tracks, newest first; `more` follows the Link cursor. */
export const fetchScrobbles = createAppAsyncThunk(
  "scrobbles/fetch",
  async (
    { accountId, more = false }: { accountId: string; more?: boolean },
    { extra, getState, signal },
  ) => {
    const next = scrobblesOf(getState()).byAccount[accountId]?.next ?? null;
    const paging = more && next !== null ? { url: next } : { limit: PAGE_SIZE };
    const page = await getScrobbles(extra.client, accountId, paging, signal);
    return {
      items: page.items.map((s): StoredScrobble => ({
        id: s.id,
        created_at: s.created_at,
        title: s.title,
        artist: s.artist,
        album: s.album,
        external_link: s.external_link,
        length: s.length,
      })),
      next: page.next,
    };
  },
  { optional: "scrobbles" },
);
