import { useId, useState, type SyntheticEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { StoryUpload } from "../../api/schemas/story";
import { Button } from "../../components/Button";
import { FormError, SelectField } from "../../components/FormControls";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { useAppDispatch } from "../../store/hooks";
import { addStory, publishStory } from "../../store/stories/thunks";
import { storyMessages as messages } from "./storyMessages";
import { rejectionReason } from "../../store/failure";

export interface AddStoryDialogProps {
  onClose: () => void;
}

/** Seconds a story may show for; Pixelfed takes 3 to 120. */
const DURATIONS = [3, 5, 10, 15];

/**
 * "Add to your story": a photo is uploaded as soon as it is picked (Pixelfed
 * keeps it unpublished), shown as the server will show it, and published
 * for the chosen time. Refusals are said under the form.
 */
export function AddStoryDialog({ onClose }: AddStoryDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const [upload, setUpload] = useState<StoryUpload | null>(null);
  const [duration, setDuration] = useState(5);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setUpload(null);
    const done = await dispatch(addStory({ file }));
    setBusy(false);
    if (addStory.fulfilled.match(done)) setUpload(done.payload.upload);
    else setError(rejectionReason(done));
  };

  const publish = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!upload) return;
    setBusy(true);
    setError(null);
    const done = await dispatch(
      publishStory({ mediaId: upload.media_id, duration }),
    );
    setBusy(false);
    if (publishStory.fulfilled.match(done)) onClose();
    else setError(rejectionReason(done));
  };

  return (
    <Modal title={intl.formatMessage(messages.add)} onClose={onClose}>
      <Form onSubmit={(event) => void publish(event)}>
        <label htmlFor={`${id}-photo`}>
          {intl.formatMessage(messages.photo)}
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {busy && <Spinner size={20} />}
        {upload && (
          <>
            <Preview
              src={upload.media_url}
              alt={intl.formatMessage(messages.own)}
            />
            <label htmlFor={`${id}-duration`}>
              {intl.formatMessage(messages.duration)}
            </label>
            <SelectField
              id={`${id}-duration`}
              value={duration}
              onChange={(event) => setDuration(Number(event.target.value))}
            >
              {DURATIONS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {intl.formatMessage(messages.seconds, { count: seconds })}
                </option>
              ))}
            </SelectField>
          </>
        )}
        {error !== null && (
          <FormError id={`${id}-error`} role="alert">
            {error}
          </FormError>
        )}
        <Button type="submit" disabled={!upload} loading={busy && !!upload}>
          {intl.formatMessage(messages.publish)}
        </Button>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > button[type="submit"] {
    align-self: flex-end;
  }
`;

const Preview = styled.img`
  inline-size: 100%;
  max-block-size: 50vh;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
`;
