import { useIntl } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { selectStoryRing } from "../../store/stories/selectors";
import { Name, Tile } from "./StoriesStrip.styles";
import { storyMessages as messages } from "./storyMessages";

export interface StoryRingButtonProps {
  accountId: string;
  /** The member's own stories, which are always seen. */
  own: boolean;
  onOpen: () => void;
}

/** An account's ring in the strip: coloured while its newest story is unseen. */
export function StoryRingButton({
  accountId,
  own,
  onOpen,
}: StoryRingButtonProps) {
  const intl = useIntl();
  const ring = useAppSelector((s) => selectStoryRing(s, accountId));
  const account = useAppSelector((s) => s.accounts.byId[accountId]);
  const avatar = own
    ? account
    : ring && {
        acct: ring.acct,
        avatar: ring.avatar,
        avatar_static: ring.avatar,
      };
  if (!avatar) return null;
  const seen = own || (ring?.seen ?? false);
  const name = own ? intl.formatMessage(messages.own) : avatar.acct;
  return (
    <Tile
      type="button"
      onClick={onOpen}
      aria-label={
        own
          ? name
          : intl.formatMessage(messages.ring, { name, seen: String(seen) })
      }
      data-account={accountId}
    >
      <Ring $seen={seen}>
        <Avatar
          account={avatar}
          size={48}
          animate={getConfig().autoPlayGif}
          alt=""
        />
      </Ring>
      <Name>{name}</Name>
    </Tile>
  );
}

const Ring = styled.span<{ $seen: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border: ${({ $seen }) => ($seen ? "2px" : "3px")} solid
    ${({ theme, $seen }) => ($seen ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.round};

  img {
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;
