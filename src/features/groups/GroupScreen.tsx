import { useMemo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { FailureMessage } from "../../components/FailureMessage";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { Tabs } from "../../components/Tabs";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  isGroupAdmin,
  selectGroupById,
  selectGroupRelationship,
} from "../../store/groups/selectors";
import { fetchGroup } from "../../store/groups/thunks";
import { useAppSelector } from "../../store/hooks";
import { groupTimelineKey } from "../../store/keys";
import type { StoredGroup } from "../../store/normalize";
import { useRetained } from "../../store/retained/useRetained";
import { selectIsVisitor } from "../../store/session/selectors";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { Timeline } from "../../widgets/timeline/Timeline";
import "./actionLabels";
import { GroupHeader } from "./GroupHeader";
import { groupMessages } from "./groupMessages";
import { GroupMembers } from "./GroupMembers";
import { GroupRequests } from "./GroupRequests";

type GroupTab = "posts" | "members" | "requests";

const tabOf = (segment: string | undefined): GroupTab | null =>
  segment === undefined
    ? "posts"
    : segment === "members" || segment === "requests"
      ? segment
      : null;

/**
 * `/groups/:id` (the group's posts), `/groups/:id/members` and, for its
 * admins, `/groups/:id/requests`: the group with joining and leaving above.
 */
export function GroupScreen() {
  const { id = "", tab: segment } = useParams();
  const isVisitor = useAppSelector(selectIsVisitor);
  const { phase, failure, retry } = useRequest(fetchGroup, { id });
  const group = useAppSelector((state) => selectGroupById(state, id));
  // The group stays while its screen shows, whichever tab (store/gc.ts).
  const retained = useMemo(() => [groupTimelineKey(id)], [id]);
  useRetained({ timelines: retained });
  useDocumentTitle(group?.display_name ?? null);
  const tab = tabOf(segment);
  if (!group || tab === null) {
    return (
      <Column>
        {tab === null || (phase === "failed" && failure) ? (
          <FailureMessage
            isVisitor={isVisitor}
            failure={failure ?? { message: "", status: 404 }}
            subject="posts"
            onRetry={retry}
          >
            <FormattedMessage
              id="groups.screen.error"
              defaultMessage="This group could not be loaded."
            />
          </FailureMessage>
        ) : (
          <Skeleton variant="status" rows={3} />
        )}
      </Column>
    );
  }
  return <LoadedGroup group={group} tab={tab} />;
}

function LoadedGroup({ group, tab }: { group: StoredGroup; tab: GroupTab }) {
  const intl = useIntl();
  const relationship = useAppSelector((state) =>
    selectGroupRelationship(state, group.id),
  );
  const isAdmin = isGroupAdmin(relationship);
  const items = [
    {
      id: "posts",
      label: intl.formatMessage(groupMessages.posts),
      to: paths.group(group.id),
    },
    {
      id: "members",
      label: intl.formatMessage(groupMessages.members),
      to: paths.group(group.id, "members"),
    },
    ...(isAdmin && group.locked
      ? [
          {
            id: "requests",
            label: intl.formatMessage(groupMessages.requests),
            to: paths.group(group.id, "requests"),
          },
        ]
      : []),
  ];
  const header = (
    <>
      <GroupHeader group={group} />
      <Tabs
        items={items}
        activeId={tab}
        label={intl.formatMessage(groupMessages.sections)}
      />
    </>
  );
  const canRead =
    group.statuses_visibility !== "members_only" ||
    relationship?.member === true;
  let body: ReactNode;
  if (tab === "members") body = <GroupMembers group={group} />;
  else if (tab === "requests") body = <GroupRequests groupId={group.id} />;
  else if (!canRead)
    body = (
      <Message>
        <FormattedMessage
          id="groups.membersOnly"
          defaultMessage="Only members see this group's posts."
        />
      </Message>
    );
  else
    return (
      <Column>
        <Timeline
          key={group.id}
          timelineKey={groupTimelineKey(group.id)}
          label={group.display_name}
          header={header}
          emptyMessage={
            <FormattedMessage
              id="groups.empty"
              defaultMessage="No posts in this group yet."
            />
          }
        />
      </Column>
    );
  return (
    <Column>
      {header}
      {body}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
