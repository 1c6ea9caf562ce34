import { fetchHashtag } from "../../store/hashtags/thunks";
import { useRequest } from "../../store/useRequest";
import { HashtagFollowToggle } from "./HashtagFollowToggle";

/**
 * The hashtag page's follow button (members, where `followHashtags`): asks
 * whether the viewer follows the tag, then offers to follow or unfollow it.
 * A chunk of its own, so visitors' hashtag pages do not load it.
 */
export function HashtagHeaderFollow({ tag }: { tag: string }) {
  useRequest(fetchHashtag, { name: tag });
  return <HashtagFollowToggle name={tag} />;
}
