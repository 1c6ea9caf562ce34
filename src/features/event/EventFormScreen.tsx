import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import type { EventParams, JoinMode } from "../../api/endpoints/events";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { createEvent, updateEvent } from "../../store/calendar/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSignedInAccount } from "../../store/session/selectors";
import { fetchStatus } from "../../store/statuses/thunks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { htmlToText } from "../../utils/statusText";
import { EventForm, type EventFormValues } from "./EventForm";
import { eventMessages as messages } from "./eventMessages";
import { rejectionReason } from "../../store/failure";

const EMPTY: EventFormValues = {
  name: "",
  start: null,
  end: null,
  description: "",
  place: null,
  banner: null,
};

/** The server takes no new join mode when an event is edited. */
function withoutJoinMode(
  params: EventParams & { joinMode: JoinMode },
): EventParams {
  const { name, status, startTime, endTime, locationId, bannerId } = params;
  return { name, status, startTime, endTime, locationId, bannerId };
}

/** `/events/new` and `/events/:statusId/edit`: the event form, then the event. */
export function EventFormScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { statusId } = useParams();
  const title = intl.formatMessage(
    statusId === undefined ? messages.newEvent : messages.edit,
  );
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(
    fetchStatus,
    statusId === undefined ? null : { id: statusId },
  );
  const status = useAppSelector((s) =>
    statusId === undefined ? undefined : s.statuses.byId[statusId],
  );
  const acct = useAppSelector(selectSignedInAccount)?.acct;
  let body;
  if (statusId === undefined) {
    body = (
      <EventForm
        initial={EMPTY}
        withJoinMode
        submitLabel={
          <FormattedMessage
            id="event.form.create"
            defaultMessage="Create event"
          />
        }
        onSubmit={async (params) => {
          const done = await dispatch(createEvent({ params }));
          if (!createEvent.fulfilled.match(done)) return rejectionReason(done);
          // The new event's organiser is the member: its acct comes with it.
          const { result, entities } = done.payload;
          const author = entities.statuses?.[result]?.account_id;
          const organiser = author && entities.accounts?.[author]?.acct;
          if (organiser) void navigate(paths.event(organiser, result));
          return null;
        }}
      />
    );
  } else if (status?.event) {
    const { event } = status;
    body = (
      <EventForm
        initial={{
          name: event.name,
          start: event.start_time,
          end: event.end_time,
          description: status.text ?? htmlToText(status.content),
          place: event.location?.name
            ? { id: null, name: event.location.name }
            : null,
          banner: event.banner
            ? { id: event.banner.id, preview: event.banner.preview_url }
            : null,
        }}
        withJoinMode={false}
        submitLabel={
          <FormattedMessage id="compose.form.save" defaultMessage="Save" />
        }
        onSubmit={async (params) => {
          const done = await dispatch(
            updateEvent({ id: statusId, params: withoutJoinMode(params) }),
          );
          if (!updateEvent.fulfilled.match(done)) return rejectionReason(done);
          if (acct !== undefined) void navigate(paths.event(acct, statusId));
          return null;
        }}
      />
    );
  } else if (phase === "failed") {
    body = (
      <Message onRetry={retry} failure={failure}>
        <FormattedMessage
          id="event.header.error"
          defaultMessage="This event could not be loaded."
        />
      </Message>
    );
  } else {
    body = <Skeleton variant="status" rows={1} />;
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      {body}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
