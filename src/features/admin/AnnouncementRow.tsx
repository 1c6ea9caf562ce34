import { FormattedDate, FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import { selectAdminAnnouncements } from "../../store/admin/announcements/slice";
import {
  deleteAdminAnnouncementById,
  updateAdminAnnouncement,
} from "../../store/admin/announcements/thunks";
import { isProvisional } from "../../store/admin/collection/collection";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { AnnouncementForm } from "./AnnouncementForm";
import { EditableRow } from "./EditableRow";
import { announcementsMessages as m } from "./announcementsMessages";
import { Labelled } from "./Labelled";
import { Badge, Meta } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

type Phase = "scheduled" | "showing" | "ended";

function phaseOf(
  starts: string | null,
  ends: string | null,
  now: number,
): Phase {
  if (starts && Date.parse(starts) > now) return "scheduled";
  if (ends && Date.parse(ends) < now) return "ended";
  return "showing";
}

/** One announcement: what it says, when it shows; edited, published or deleted in place. */
export function AnnouncementRow({ id, now }: { id: string; now: number }) {
  const dispatch = useAppDispatch();
  const announcement = useAppSelector(
    (state) => selectAdminAnnouncements(state).announcements.byId[id],
  );
  if (!announcement) return null;
  const settled = !isProvisional(id);
  const phase = phaseOf(announcement.starts_at, announcement.ends_at, now);
  const when = (label: typeof m.startsAt, date: string | null) =>
    date && (
      <span>
        <Labelled label={label}>
          <FormattedDate
            value={date}
            dateStyle="medium"
            timeStyle={announcement.all_day ? undefined : "short"}
          />
        </Labelled>
      </span>
    );
  return (
    <EditableRow
      settled={settled}
      form={(close) => (
        <AnnouncementForm
          announcement={announcement}
          onCancel={close}
          onSubmit={(params) => {
            close();
            void dispatch(updateAdminAnnouncement({ id, params }));
          }}
        />
      )}
      actions={
        phase === "scheduled" && (
          <Button
            size="sm"
            disabled={!settled}
            onClick={() =>
              void dispatch(
                updateAdminAnnouncement({ id, params: { starts_at: null } }),
              )
            }
          >
            <FormattedMessage {...m.publishNow} />
          </Button>
        )
      }
      remove={{
        label: sectionMessages.delete,
        onRemove: () => void dispatch(deleteAdminAnnouncementById({ id })),
      }}
    >
      <span>
        <Badge $tone={phase === "ended" ? "danger" : "plain"}>
          <FormattedMessage {...m[phase]} />
        </Badge>
      </span>
      <RichText
        html={announcement.content}
        emojis={announcement.emojis}
        autoPlayGif={getConfig().autoPlayGif}
      />
      <Meta>
        {when(m.startsAt, announcement.starts_at)}
        {when(m.endsAt, announcement.ends_at)}
      </Meta>
    </EditableRow>
  );
}
