import { FormattedMessage, useIntl } from "react-intl";
import {
  CollectionIndex,
  CollectionLink,
} from "../../components/CollectionIndex";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import {
  selectCircleById,
  selectCircleIds,
} from "../../store/circles/selectors";
import { createCircle, fetchCircles } from "../../store/circles/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { circleMessages } from "./circleMessages";
import { rejectionReason } from "../../store/failure";

/** `/circles`: the member's kmyblue circles and a new one. */
export function CirclesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage(circleMessages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchCircles, undefined);
  const ids = useAppSelector(selectCircleIds);
  return (
    <CollectionIndex
      title={title}
      ids={ids}
      failed={phase === "failed"}
      onRetry={retry}
      failure={failure}
      errorText={
        <FormattedMessage
          id="circles.error"
          defaultMessage="Your circles could not be loaded."
        />
      }
      emptyText={
        <FormattedMessage
          id="circles.empty"
          defaultMessage="You have no circles yet."
        />
      }
      renderRow={(id) => <CircleLink id={id} />}
      newLabel={
        <FormattedMessage
          id="circles.new.label"
          defaultMessage="Title of a new circle"
        />
      }
      createLabel={
        <FormattedMessage id="circles.create" defaultMessage="Create circle" />
      }
      onCreate={async (name) => {
        const done = await dispatch(createCircle({ title: name }));
        if (createCircle.fulfilled.match(done)) return null;
        return rejectionReason(done);
      }}
    />
  );
}

function CircleLink({ id }: { id: string }) {
  const circle = useAppSelector((state) => selectCircleById(state, id));
  return circle ? (
    <CollectionLink to={paths.circle(id)}>{circle.title}</CollectionLink>
  ) : null;
}
