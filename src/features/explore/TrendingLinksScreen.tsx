import { useIntl } from "react-intl";
import styled from "styled-components";
import type { PreviewCard } from "../../api/schemas/previewCard";
import { PagedList, pagingProps } from "../../components/PagedList";
import { Sparkline } from "../../components/Sparkline";
import { selectTrendingLinks } from "../../store/discovery/selectors";
import { fetchTrendingLinks } from "../../store/discovery/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { RecentPeople, weekOf } from "../../components/TagRow";
import { NothingTrending } from "./NothingTrending";
import { externalLink } from "../../utils/safeUrl";

/** `/explore/links`: links shared most on the server, with their week of shares. */
export function TrendingLinksScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchTrendingLinks, {});
  const list = useAppSelector(selectTrendingLinks);
  return (
    <PagedList
      label={intl.formatMessage({
        id: "event.information.links",
        defaultMessage: "Links",
      })}
      count={list.items.length}
      {...pagingProps(request, list, {
        hasMore: list.nextOffset !== null,
        load: () => void dispatch(fetchTrendingLinks({ more: true })),
      })}
      empty={<NothingTrending />}
      skeleton="hashtag"
    >
      {list.items.map((link) => (
        <li key={link.url}>
          <LinkRow link={link} />
        </li>
      ))}
    </PagedList>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A trending link: its page's title, where it comes from, recent shares, the week. */
function LinkRow({ link }: { link: PreviewCard }) {
  const source = link.provider_name.trim() || hostOf(link.url);
  return (
    <Row>
      {link.image && <Thumb src={link.image} alt="" loading="lazy" />}
      <Text>
        <Source dir="auto">{source}</Source>
        <Title {...externalLink(link.url)} dir="auto">
          {link.title.trim() || link.url}
        </Title>
        <Shares>
          <RecentPeople history={link.history} />
        </Shares>
      </Text>
      {link.history.length > 1 && <Sparkline values={weekOf(link.history)} />}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Thumb = styled.img`
  flex: none;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

const Source = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Title = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Shares = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
