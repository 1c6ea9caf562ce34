import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../components/Icon";
import searchIcon from "../components/icons/search.svg";
import { useAppSelector } from "../store/hooks";
import { mediaUp } from "../styles/theme";
import { paths } from "../utils/paths";

const POTLUCK = "Potluck";

/** The bar across the top: the server's name linking home, and search on small screens. */
export function TopBar() {
  const intl = useIntl();
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
      <SearchLink
        to={paths.search()}
        aria-label={intl.formatMessage({
          id: "app.topBar.search",
          defaultMessage: "Search",
        })}
      >
        <Icon src={searchIcon} size={22} />
      </SearchLink>
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

const SearchLink = styled(Link)`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.text};

  ${mediaUp("lg")} {
    display: none;
  }
`;
