import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import { afterFirstScreen } from "../components/startup";
import editIcon from "../components/icons/edit.svg";
import homeIcon from "../components/icons/home.svg";
import { authPaths } from "../features/auth/authPaths";
import { ChatsBadge } from "../features/chats/ChatsBadge";
import { loadComposer } from "../store/compose/load";
import { useOpenCompose } from "../store/compose/useOpenCompose";
import { NotificationsBadge } from "../features/notifications/NotificationsBadge";
import { mediaUp } from "../styles/theme";

/**
 * Home, chats (where the server has them), notifications and "New post" (the
 * modal composer; also the `n` hotkey), whose code it preloads.
 */
export function MemberTools() {
  const intl = useIntl();
  const openCompose = useOpenCompose();
  // Reply, "New post" and `n` open the composer at once: its code (with the
  // compose slice) comes in after the first post, not with the first screen.
  useEffect(() => {
    void afterFirstScreen()
      .then(loadComposer)
      .catch(() => undefined);
  }, []);
  const newPost = intl.formatMessage({
    id: "app.topBar.newPost",
    defaultMessage: "New post",
  });
  return (
    <>
      <ToolLink
        to={authPaths.home()}
        aria-label={intl.formatMessage({
          id: "app.topBar.home",
          defaultMessage: "Home timeline",
        })}
      >
        <Icon src={homeIcon} size={22} />
      </ToolLink>
      <ChatsBadge />
      <NotificationsBadge />
      <NewPost
        type="button"
        aria-label={newPost}
        onClick={() => {
          openCompose();
        }}
      >
        <Icon src={editIcon} size={18} />
        <span>{newPost}</span>
      </NewPost>
    </>
  );
}

const ToolLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
`;

const NewPost = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  span {
    display: none;
  }

  ${mediaUp("sm")} {
    span {
      display: inline;
    }
  }
`;
