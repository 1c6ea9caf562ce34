import styled from "styled-components";
import type { StoredBookmarkFolder } from "../../store/bookmarks/normalize";

/** A folder's name after its emoji (Pleroma's, a character or a custom emoji's image). */
export function FolderName({ folder }: { folder: StoredBookmarkFolder }) {
  const { emoji, emoji_url: url, name } = folder;
  return (
    <>
      {url ? (
        <Emoji src={url} alt={emoji ?? ""} />
      ) : (
        emoji && <span aria-hidden="true">{emoji} </span>
      )}
      {name}
    </>
  );
}

const Emoji = styled.img`
  inline-size: 1.2em;
  block-size: 1.2em;
  margin-inline-end: 0.25em;
  vertical-align: -0.2em;
  object-fit: contain;
`;
