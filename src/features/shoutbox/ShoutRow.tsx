import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { getConfig } from "../../config";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import type { StoredShout } from "../../store/shoutbox/normalize";
import type { CustomEmoji } from "../../utils/emojify";
import { paths } from "../../utils/paths";

export interface ShoutRowProps {
  shout: StoredShout;
  /** The server's custom emoji, which shouts name by shortcode. */
  emojis: readonly CustomEmoji[];
}

/** One shout: who said it (a link to their profile) and what. */
export function ShoutRow({ shout, emojis }: ShoutRowProps) {
  const author = useAppSelector((s) => selectAccountById(s, shout.author_id));
  const { autoPlayGif } = getConfig();
  return (
    <Row>
      {author && (
        <Link to={paths.account(author.acct)}>
          <Avatar account={author} size={28} animate={autoPlayGif} alt="" />
          <bdi>
            <EmojiText
              text={author.display_name.trim() || author.username}
              emojis={author.emojis}
              autoPlayGif={autoPlayGif}
            />
          </bdi>
        </Link>
      )}
      <Text dir="auto">
        <EmojiText
          text={shout.text}
          emojis={emojis}
          autoPlayGif={autoPlayGif}
        />
      </Text>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    align-self: center;
  }
`;

const Text = styled.span`
  overflow-wrap: anywhere;
`;
