import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import type { Circle } from "../../api/schemas/circle";
import { Button } from "../../components/Button";
import { CollectionActions } from "../../components/CollectionActions";
import { CollectionPending, Column } from "../../components/CollectionIndex";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  selectCircleById,
  selectCircleCandidates,
  selectCircleMembers,
} from "../../store/circles/selectors";
import {
  addCircleMembers,
  deleteCircle,
  fetchCircle,
  fetchCircleMembers,
  removeCircleMembers,
  renameCircle,
  searchCircleCandidates,
} from "../../store/circles/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { circleTimelineKey } from "../../store/keys";
import { selectIsVisitor } from "../../store/session/selectors";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { MembersEditor, type MembersSource } from "../../widgets/MembersEditor";
import { Timeline } from "../../widgets/timeline/Timeline";
import { circleMessages } from "./circleMessages";

const CIRCLE_MEMBERS: MembersSource = {
  fetch: fetchCircleMembers,
  add: addCircleMembers,
  remove: removeCircleMembers,
  search: searchCircleCandidates,
  selectMembers: selectCircleMembers,
  selectCandidates: selectCircleCandidates,
};

/**
 * `/circles/:id`: the member's posts to the circle (kmyblue keeps them as
 * its history), with the circle's members, rename and delete above them.
 */
export function CircleScreen() {
  const { id = "" } = useParams();
  const isVisitor = useAppSelector(selectIsVisitor);
  const { phase, failure, retry } = useRequest(fetchCircle, { id });
  const circle = useAppSelector((state) => selectCircleById(state, id));
  useDocumentTitle(circle?.title ?? null);
  if (circle) return <LoadedCircle circle={circle} />;
  return (
    <CollectionPending
      failure={phase === "failed" ? failure : null}
      isVisitor={isVisitor}
      onRetry={retry}
      errorText={
        <FormattedMessage
          id="circles.screen.error"
          defaultMessage="This circle could not be loaded."
        />
      }
    />
  );
}

function LoadedCircle({ circle }: { circle: Circle }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [showMembers, setShowMembers] = useState(true);
  return (
    <Column>
      <Timeline
        key={circle.id}
        timelineKey={circleTimelineKey(circle.id)}
        label={circle.title}
        header={
          <ColumnHeader title={circle.title}>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={showMembers}
              onClick={() => setShowMembers(!showMembers)}
            >
              <FormattedMessage id="lists.members" defaultMessage="Members" />
            </Button>
            <CollectionActions
              title={circle.title}
              renameLabel={<FormattedMessage {...circleMessages.rename} />}
              deleteLabel={<FormattedMessage {...circleMessages.delete} />}
              deleteQuestion={
                <FormattedMessage
                  id="circles.delete.confirm"
                  defaultMessage="Delete the circle “{title}”?"
                  values={{ title: circle.title }}
                />
              }
              onRename={async (title) => {
                const done = await dispatch(
                  renameCircle({ id: circle.id, title }),
                );
                if (renameCircle.fulfilled.match(done)) return null;
                return done.payload?.message ?? done.error.message ?? "";
              }}
              onDelete={() => {
                void dispatch(deleteCircle({ id: circle.id }));
                void navigate(paths.circles());
              }}
            />
          </ColumnHeader>
        }
        prepend={
          showMembers && (
            <MembersEditor
              id={circle.id}
              source={CIRCLE_MEMBERS}
              empty={
                <FormattedMessage
                  id="circles.members.empty"
                  defaultMessage="This circle has no members yet."
                />
              }
            />
          )
        }
        emptyMessage={
          <FormattedMessage
            id="circles.posts.empty"
            defaultMessage="You have not posted to this circle yet."
          />
        }
      />
    </Column>
  );
}
