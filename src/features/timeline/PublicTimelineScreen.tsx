import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Tabs } from "../../components/Tabs";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";
import { Timeline } from "../../widgets/timeline/Timeline";

export interface PublicTimelineScreenProps {
  /** This server's posts only, or the other servers' only; both by default. */
  scope?: "local" | "remote";
}

/**
 * `/public`, `/public/local` and `/public/remote` (`?media=true` for posts
 * with media only): the federated timeline, live over its stream (`public`,
 * `public:local`, `public:remote:media`...). The remote and media-only
 * switches show where the family serves those timelines and streams.
 */
export function PublicTimelineScreen({ scope }: PublicTimelineScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const features = useAppSelector(selectFeatures);
  const title = intl.formatMessage({
    id: "timeline.public.title",
    defaultMessage: "Federated timeline",
  });
  useDocumentTitle(title);
  if (scope === "remote" && !features.publicTimelineRemote)
    return <Navigate replace to={paths.publicTimeline()} />;
  const onlyMedia =
    features.publicTimelineMedia && params.get("media") === "true";
  const key = `public${scope ? `:${scope}` : ""}${onlyMedia ? ":media" : ""}`;
  const tabs = [
    {
      id: "all",
      to: paths.publicTimeline(undefined, onlyMedia),
      label: intl.formatMessage({
        id: "notifications.filter.all",
        defaultMessage: "All",
      }),
    },
    {
      id: "local",
      to: paths.publicTimeline("local", onlyMedia),
      label: intl.formatMessage({
        id: "timeline.public.local",
        defaultMessage: "This server",
      }),
    },
  ];
  if (features.publicTimelineRemote) {
    tabs.push({
      id: "remote",
      to: paths.publicTimeline("remote", onlyMedia),
      label: intl.formatMessage({
        id: "timeline.public.remote",
        defaultMessage: "Other servers",
      }),
    });
  }
  const header = (
    <>
      <ColumnHeader title={title}>
        {features.publicTimelineMedia && (
          <MediaSwitch
            type="button"
            aria-pressed={onlyMedia}
            onClick={() =>
              void navigate(paths.publicTimeline(scope, !onlyMedia), {
                replace: true,
              })
            }
          >
            <FormattedMessage
              id="timeline.public.media"
              defaultMessage="Media only"
            />
          </MediaSwitch>
        )}
      </ColumnHeader>
      <Tabs items={tabs} activeId={scope ?? "all"} label={title} />
    </>
  );
  return <Timeline key={key} timelineKey={key} label={title} header={header} />;
}

const MediaSwitch = styled.button`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
