import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { EventParams, JoinMode } from "../../api/endpoints/events";
import { Button } from "../../components/Button";
import { FormError, TextArea, TextField } from "../../components/FormControls";
import { EventBannerField, type Banner } from "./EventBannerField";
import { fromLocalInput, toLocalInput } from "./localTime";
import { EventPlaceField, Field, type ChosenPlace } from "./EventPlaceField";

/** What the form starts from: empty for a new event, the event's for an edit. */
export interface EventFormValues {
  name: string;
  start: string | null;
  end: string | null;
  description: string;
  place: ChosenPlace | null;
  banner: Banner | null;
}

export interface EventFormProps {
  initial: EventFormValues;
  /** Offered only for a new event: the server takes no new join mode on edit. */
  withJoinMode: boolean;
  submitLabel: React.ReactNode;
  /** Sends; resolves to the server's refusal, or null once done. */
  onSubmit: (
    params: EventParams & { joinMode: JoinMode },
  ) => Promise<string | null>;
}

/** Name, start and end, place, banner, who may join and the description. */
export function EventForm({
  initial,
  withJoinMode,
  submitLabel,
  onSubmit,
}: EventFormProps) {
  const ids = { name: useId(), start: useId(), end: useId(), about: useId() };
  const [name, setName] = useState(initial.name);
  const [start, setStart] = useState(toLocalInput(initial.start));
  const [end, setEnd] = useState(toLocalInput(initial.end));
  const [description, setDescription] = useState(initial.description);
  const [place, setPlace] = useState(initial.place);
  const [banner, setBanner] = useState(initial.banner);
  const [joinMode, setJoinMode] = useState<JoinMode>("free");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startTime = fromLocalInput(start);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || name.trim() === "" || startTime === null) return;
    setBusy(true);
    setError(null);
    const refusal = await onSubmit({
      name: name.trim(),
      status: description.trim(),
      startTime,
      endTime: fromLocalInput(end),
      // Unchanged fields are left out of an edit.
      ...(place?.id !== initial.place?.id
        ? { locationId: place?.id ?? null }
        : {}),
      ...(banner?.id !== initial.banner?.id
        ? { bannerId: banner?.id ?? null }
        : {}),
      joinMode,
    });
    setBusy(false);
    setError(refusal);
  };
  return (
    <Form onSubmit={(e) => void submit(e)}>
      <Field>
        <label htmlFor={ids.name}>
          <FormattedMessage id="event.form.name" defaultMessage="Name" />
        </label>
        <TextField
          id={ids.name}
          value={name}
          required
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Times>
        <Field>
          <label htmlFor={ids.start}>
            <FormattedMessage id="event.form.start" defaultMessage="Starts" />
          </label>
          <TextField
            id={ids.start}
            type="datetime-local"
            value={start}
            required
            onChange={(e) => setStart(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={ids.end}>
            <FormattedMessage id="event.form.end" defaultMessage="Ends" />
          </label>
          <TextField
            id={ids.end}
            type="datetime-local"
            value={end}
            min={start}
            onChange={(e) => setEnd(e.target.value)}
          />
        </Field>
      </Times>
      <EventPlaceField place={place} onChange={setPlace} />
      <EventBannerField banner={banner} onChange={setBanner} />
      {withJoinMode && (
        <Field as="fieldset">
          <legend>
            <FormattedMessage
              id="event.form.joinMode"
              defaultMessage="Who can join"
            />
          </legend>
          {(["free", "restricted"] as const).map((mode) => (
            <Choice key={mode}>
              <input
                type="radio"
                name="join_mode"
                checked={joinMode === mode}
                onChange={() => setJoinMode(mode)}
              />
              {mode === "free" ? (
                <FormattedMessage
                  id="event.form.anyone"
                  defaultMessage="Anyone"
                />
              ) : (
                <FormattedMessage
                  id="event.form.accepted"
                  defaultMessage="People you accept"
                />
              )}
            </Choice>
          ))}
        </Field>
      )}
      <Field>
        <label htmlFor={ids.about}>
          <FormattedMessage
            id="event.form.description"
            defaultMessage="Description"
          />
        </label>
        <TextArea
          id={ids.about}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      {error !== null && <FormError role="alert">{error}</FormError>}
      <div>
        <Button
          type="submit"
          loading={busy}
          disabled={name.trim() === "" || startTime === null}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};

  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
