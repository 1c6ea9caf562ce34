import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { GroupAvatar } from "../components/GroupAvatar";
import { EmojiText } from "../components/EmojiText";
import { getConfig } from "../config";
import { selectGroupById } from "../store/groups/selectors";
import { useAppSelector } from "../store/hooks";
import { paths } from "../utils/paths";

export interface GroupRowProps {
  id: string;
}

/** A group (a search result, one of the member's groups): its name and size, linking to its page. */
export function GroupRow({ id }: GroupRowProps) {
  const group = useAppSelector((state) => selectGroupById(state, id));
  if (!group) return null;
  const { autoPlayGif } = getConfig();
  const content = (
    <>
      <GroupAvatar group={group} size={40} />
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
  return <Row to={paths.group(id)}>{content}</Row>;
}

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
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
