import { useState } from "react";
import { FormattedMessage, defineMessages, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { RelativeTime } from "../../components/RelativeTime";
import { selectAdminLog } from "../../store/admin/log/slice";
import { fetchModerationLog, type LogArg } from "../../store/admin/log/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { registerSectionActions } from "./sectionActions";
import { Meta, Row, RowActions, RowMain, Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";
import { SectionSearch } from "./SectionSearch";

registerSectionActions();

const m = defineMessages({
  page: { id: "admin.log.page", defaultMessage: "Page {page} of {pages}" },
  forbidden: {
    id: "admin.log.forbidden",
    defaultMessage: "read the moderation log",
  },
});

/** Pleroma starts each message with its time, which the entry shows already. */
const withoutStamp = (message: string) => message.replace(/^\[[^\]]*\]\s*/, "");

/** `/admin/log`: what staff did, newest first, 50 entries a page (Pleroma). */
export function AdminLogScreen() {
  const intl = useIntl();
  const [asked, setAsked] = useState<LogArg>({ search: "", url: null });
  const request = useRequest(fetchModerationLog, asked);
  const log = useAppSelector(selectAdminLog);
  const go = (url: string | null) => {
    if (url) setAsked({ search: asked.search, url });
    window.scrollTo({ top: 0 });
  };
  return (
    <SectionScreen title={intl.formatMessage(sectionNames.log)}>
      <SectionSearch
        label={sectionMessages.search}
        onSearch={(search) => setAsked({ search, url: null })}
      />
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={log.entries.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.log)}>
          {log.entries.map((entry) => (
            <Row key={entry.id}>
              <RowMain>
                <span>{withoutStamp(entry.message)}</span>
                <Meta>
                  <RelativeTime date={entry.created_at} />
                </Meta>
              </RowMain>
            </Row>
          ))}
        </Rows>
        <SectionPart>
          <RowActions>
            <Button
              variant="secondary"
              disabled={log.prev === null}
              onClick={() => go(log.prev)}
            >
              <FormattedMessage {...sectionMessages.previous} />
            </Button>
            {log.pages !== null && (
              <Meta aria-live="polite">
                <FormattedMessage
                  {...m.page}
                  values={{ page: log.page, pages: log.pages }}
                />
              </Meta>
            )}
            <Button
              variant="secondary"
              disabled={log.next === null}
              onClick={() => go(log.next)}
            >
              <FormattedMessage {...sectionMessages.next} />
            </Button>
          </RowActions>
        </SectionPart>
      </SectionLoad>
    </SectionScreen>
  );
}
