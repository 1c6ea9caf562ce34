import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { AnnouncementParams } from "../../api/endpoints/adminAnnouncements";
import type { Announcement } from "../../api/schemas/announcement";
import { sectionNames } from "./adminSections";
import { announcementsMessages as m } from "./announcementsMessages";
import {
  Check,
  Field,
  Form,
  FormActions,
  Input,
  TextArea,
} from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";
import { parseInert } from "../../utils/sanitize";

/** The text an announcement's HTML says, paragraphs and line breaks kept, for editing. */
export function htmlToText(html: string): string {
  const doc = parseInert(html);
  for (const br of doc.querySelectorAll("br")) br.replaceWith("\n");
  const paragraphs = [...doc.body.querySelectorAll("p")];
  if (paragraphs.length === 0) return doc.body.textContent.trim();
  return paragraphs.map((p) => p.textContent.trim()).join("\n\n");
}

/** `datetime-local` speaks the browser's local time without a zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

const fromLocalInput = (value: string) =>
  value ? new Date(value).toISOString() : null;

export interface AnnouncementFormProps {
  announcement?: Announcement;
  onSubmit: (params: AnnouncementParams) => void;
  onCancel?: () => void;
}

/**
 * An announcement's text and when it shows: published at once without a
 * start, scheduled with one in the future.
 */
export function AnnouncementForm({
  announcement,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(() =>
    announcement ? htmlToText(announcement.content) : "",
  );
  const [startsAt, setStartsAt] = useState(
    toLocalInput(announcement?.starts_at ?? null),
  );
  const [endsAt, setEndsAt] = useState(
    toLocalInput(announcement?.ends_at ?? null),
  );
  const [allDay, setAllDay] = useState(announcement?.all_day ?? false);
  // When the form opened: a start after it schedules, one before publishes.
  const [opened] = useState(() => Date.now());
  const scheduling = startsAt !== "" && new Date(startsAt).getTime() > opened;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSubmit({
      content: text.trim(),
      starts_at: fromLocalInput(startsAt),
      ends_at: fromLocalInput(endsAt),
      all_day: allDay,
    });
    if (!announcement) {
      setText("");
      setStartsAt("");
      setEndsAt("");
      setAllDay(false);
    }
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={intl.formatMessage(sectionNames.announcements)}
    >
      <Field $wide>
        <FormattedMessage {...m.text} />
        <TextArea
          value={text}
          required
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...m.startsAt} />
        <Input
          type="datetime-local"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...m.endsAt} />
        <Input
          type="datetime-local"
          value={endsAt}
          min={startsAt || undefined}
          onChange={(event) => setEndsAt(event.target.value)}
        />
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={allDay}
          onChange={(event) => setAllDay(event.target.checked)}
        />
        <FormattedMessage {...m.allDay} />
      </Check>
      <FormActions>
        <Button type="submit">
          <FormattedMessage
            {...(announcement
              ? sectionMessages.save
              : scheduling
                ? m.schedule
                : m.publishNow)}
          />
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...sectionMessages.cancel} />
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
