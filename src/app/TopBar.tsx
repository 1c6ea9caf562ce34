import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import searchIcon from "../components/icons/search.svg";
import { lazyComponent } from "../components/lazyComponent";
import { AccountMenu } from "../features/auth/AccountMenu";
import { useAppSelector } from "../store/hooks";
import { mediaUp } from "../styles/theme";
import { paths } from "../utils/paths";

const POTLUCK = "Potluck";

// Members' tools (their home, notifications, a new post) and the staff's
// parts of the account menu are a chunk of their own: visitors never load
// them.
const MemberTools = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./MemberTools").then(
    (m) => m.MemberTools,
  ),
);
const StaffBadge = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./StaffMenuParts").then(
    (m) => m.StaffBadge,
  ),
);
const LazyStaffMenuItems = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./StaffMenuParts").then(
    (m) => m.StaffMenuItems,
  ),
);

/** The staff console's entry of the account menu, once its code is in. */
function StaffMenuItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyStaffMenuItems onNavigate={onNavigate} />
    </Suspense>
  );
}

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
        <BrandName>{title || POTLUCK}</BrandName>
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
        {isSignedIn && (
          <Suspense fallback={null}>
            <MemberTools />
          </Suspense>
        )}
        <AccountMenu
          badge={
            isSignedIn ? (
              <Suspense fallback={null}>
                <StaffBadge />
              </Suspense>
            ) : undefined
          }
          ExtraItems={isSignedIn ? StaffMenuItems : undefined}
        />
      </Tools>
    </Bar>
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

/** Gives way to the tools on a phone: one line, cut with an ellipsis. */
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;

  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const BrandName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Tools = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

const SearchLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};

  ${mediaUp("lg")} {
    display: none;
  }
`;
