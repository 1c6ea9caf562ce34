import { FormattedMessage } from "react-intl";
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
import { useAppDispatch } from "../../store/hooks";
import { circleTimelineKey } from "../../store/keys";
import { paths } from "../../utils/paths";
import { CollectionScreen } from "../../widgets/CollectionScreen";
import {
  MembersEditor,
  membersMessages,
  type MembersSource,
} from "../../widgets/MembersEditor";
import { circleMessages } from "./circleMessages";
import { rejectionReason } from "../../store/failure";

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
  const dispatch = useAppDispatch();
  return (
    <CollectionScreen
      fetchOne={fetchCircle}
      selectById={selectCircleById}
      errorText={
        <FormattedMessage
          id="circles.screen.error"
          defaultMessage="This circle could not be loaded."
        />
      }
      timelineKey={circleTimelineKey}
      emptyMessage={
        <FormattedMessage
          id="circles.posts.empty"
          defaultMessage="You have not posted to this circle yet."
        />
      }
      panelLabel={<FormattedMessage {...membersMessages.members} />}
      panelOpen={() => true}
      panel={(circle) => (
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
      )}
      actions={(circle) => ({
        renameLabel: <FormattedMessage {...circleMessages.rename} />,
        deleteLabel: <FormattedMessage {...circleMessages.delete} />,
        deleteQuestion: (
          <FormattedMessage
            id="circles.delete.confirm"
            defaultMessage="Delete the circle “{title}”?"
            values={{ title: circle.title }}
          />
        ),
        onRename: async (title) => {
          const done = await dispatch(renameCircle({ id: circle.id, title }));
          if (renameCircle.fulfilled.match(done)) return null;
          return rejectionReason(done);
        },
      })}
      remove={deleteCircle}
      indexPath={paths.circles()}
    />
  );
}
