import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { externalLink } from "../../utils/safeUrl";

export interface GroupRowProps {
  id: string;
}

/**
 * A group search result. The client has no group screens (spec 01 section
 * 2), so the row links to the group's page on its server.
 */
export function GroupRow({ id }: GroupRowProps) {
  const group = useAppSelector((state) => state.groups.byId[id]);
  if (!group) return null;
  const { autoPlayGif } = getConfig();
  const content = (
    <>
      <Avatar
        account={{
          acct: group.display_name,
          avatar: group.avatar,
          avatar_static: group.avatar_static,
        }}
        size={40}
        animate={autoPlayGif}
        alt=""
      />
      <Text>
        <Name>
          <EmojiText
            text={group.display_name}
            emojis={group.emojis}
            autoPlayGif={autoPlayGif}
          />
        </Name>
        <Members>
          <FormattedMessage
            id="search.group.members"
            defaultMessage="{count, plural, one {# member} other {# members}}"
            values={{ count: group.members_count }}
          />
        </Members>
      </Text>
    </>
  );
  const link = externalLink(group.url);
  return link ? (
    <Row as="a" {...link}>
      {content}
    </Row>
  ) : (
    <Row>{content}</Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;

  &:is(a):hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Members = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
