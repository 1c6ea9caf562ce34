import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import editIcon from "../components/icons/edit.svg";
import homeIcon from "../components/icons/home.svg";
import searchIcon from "../components/icons/search.svg";
import { AccountMenu } from "../features/auth/AccountMenu";
import { authPaths } from "../features/auth/authPaths";
import { useOpenCompose } from "../features/compose/useOpenCompose";
import { NotificationsBadge } from "../features/notifications/NotificationsBadge";
import { useAppSelector } from "../store/hooks";
import { mediaUp } from "../styles/theme";
import { paths } from "../utils/paths";

const POTLUCK = "Potluck";

/**
 * The bar across the top: the server's name linking home, search on small
 * screens, and for members their home, a new post, notifications and the
 * account menu (visitors get "Sign in").
 */
export function TopBar() {
  const intl = useIntl();
  const isSignedIn = useAppSelector(
    (state) => state.session.accessToken !== null,
  );
  const title = useAppSelector((state) => state.instance.data.title);
  const thumbnail = useAppSelector(
    (state) => state.instance.data.thumbnail.url,
  );
  return (
    <Bar>
      <SkipLink href="#main">
        <FormattedMessage
          id="app.topBar.skip"
          defaultMessage="Skip to content"
        />
      </SkipLink>
      <Brand to={paths.home()}>
        {thumbnail ? (
          <img src={thumbnail} alt="" width={28} height={28} />
        ) : null}
        <span>{title || POTLUCK}</span>
      </Brand>
      <Tools>
        <SearchLink
          to={paths.search()}
          aria-label={intl.formatMessage({
            id: "app.topBar.search",
            defaultMessage: "Search",
          })}
        >
          <Icon src={searchIcon} size={22} />
        </SearchLink>
        {isSignedIn && <MemberTools />}
        <AccountMenu />
      </Tools>
    </Bar>
  );
}

/** Home and "New post" (the modal composer; also the `n` hotkey). */
function MemberTools() {
  const intl = useIntl();
  const openCompose = useOpenCompose();
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

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky + 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  block-size: var(--pl-top-bar-height);
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -999px;

  &:focus {
    inset-inline-start: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;

  img {
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

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

const SearchLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};

  ${mediaUp("lg")} {
    display: none;
  }
`;
