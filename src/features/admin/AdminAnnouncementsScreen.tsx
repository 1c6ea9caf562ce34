import { useState } from "react";
import { useIntl } from "react-intl";
import { selectAdminAnnouncements } from "../../store/admin/announcements/slice";
import {
  createAdminAnnouncement,
  fetchAdminAnnouncements,
} from "../../store/admin/announcements/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { AnnouncementForm } from "./AnnouncementForm";
import { AnnouncementRow } from "./AnnouncementRow";
import { announcementsMessages as m } from "./announcementsMessages";
import { registerSectionActions } from "./sectionActions";
import { Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

/** `/admin/announcements`: every announcement, scheduled, showing or ended (Pleroma). */
export function AdminAnnouncementsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchAdminAnnouncements, undefined);
  const { announcements } = useAppSelector(selectAdminAnnouncements);
  // When the page opened: what is scheduled or over is judged against it.
  const [now] = useState(() => Date.now());
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.announcements)}
      refusal={{ section: "adminAnnouncements", what: m.forbidden }}
    >
      <SectionPart>
        <AnnouncementForm
          onSubmit={(params) =>
            void dispatch(createAdminAnnouncement({ params }))
          }
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={announcements.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.announcements)}>
          {announcements.ids.map((id) => (
            <AnnouncementRow key={id} id={id} now={now} />
          ))}
        </Rows>
      </SectionLoad>
    </SectionScreen>
  );
}
