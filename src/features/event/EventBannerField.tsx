import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { FormError } from "../../components/FormControls";
import { Spinner } from "../../components/Spinner";
import { uploadEventBanner } from "../../store/calendar/thunks";
import { useAppDispatch } from "../../store/hooks";
import { Field } from "./EventPlaceField";
import { rejectionReason } from "../../store/failure";

export interface Banner {
  id: string;
  preview: string | null;
}

export interface EventBannerFieldProps {
  banner: Banner | null;
  onChange: (banner: Banner) => void;
}

/** An image uploaded as the event's banner, shown once the server has it. */
export function EventBannerField({ banner, onChange }: EventBannerFieldProps) {
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const done = await dispatch(uploadEventBanner({ file }));
    setBusy(false);
    if (uploadEventBanner.fulfilled.match(done)) onChange(done.payload);
    else setError(rejectionReason(done));
  };
  return (
    <Field>
      <label htmlFor={fieldId}>
        <FormattedMessage id="event.form.banner" defaultMessage="Banner" />
      </label>
      <input
        id={fieldId}
        type="file"
        accept="image/*"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {busy && <Spinner size={20} />}
      {banner?.preview && <Preview src={banner.preview} alt="" />}
      {error !== null && <FormError role="alert">{error}</FormError>}
    </Field>
  );
}

const Preview = styled.img`
  inline-size: 100%;
  max-inline-size: 24rem;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
