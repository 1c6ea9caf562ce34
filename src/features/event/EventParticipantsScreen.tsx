import { useState } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { PagedList } from "../../components/PagedList";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectEventParticipants } from "../../store/calendar/selectors";
import { fetchEventParticipants } from "../../store/calendar/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../../widgets/AccountRow";
import { eventMessages as messages } from "./eventMessages";
import { EventPanel } from "./EventPanel";
import { EventSection } from "./EventSection";

/** `/@user/events/:id/participations`: who takes part in the event. */
export function EventParticipantsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = "" } = useParams();
  const title = intl.formatMessage(messages.participants);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchEventParticipants, {
    id: statusId,
  });
  const { ids, next } = useAppSelector((s) =>
    selectEventParticipants(s, statusId),
  );
  useRetained({ accounts: ids });
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");
  const loadMore = async () => {
    setMore("loading");
    const done = await dispatch(
      fetchEventParticipants({ id: statusId, more: true }),
    );
    setMore(fetchEventParticipants.fulfilled.match(done) ? "idle" : "failed");
  };
  return (
    <EventPanel>
      <EventSection title={title}>
        <PagedList
          label={title}
          phase={phase}
          onRetry={retry}
          failure={failure}
          count={ids.length}
          hasMore={next !== null}
          isLoadingMore={more === "loading"}
          moreFailed={more === "failed"}
          onLoadMore={() => void loadMore()}
        >
          {ids.map((id) => (
            <li key={id}>
              <AccountRow id={id} />
            </li>
          ))}
        </PagedList>
      </EventSection>
    </EventPanel>
  );
}
