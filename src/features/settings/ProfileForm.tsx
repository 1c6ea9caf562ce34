import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { AccountSource } from "../../api/schemas/credentialAccount";
import { Button } from "../../components/Button";
import { Check, Checks, Form, FormActions } from "../../components/Form.styles";
import { useCustomEmojis } from "../../store/customEmojis/useCustomEmojis";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectFeatures,
  selectLocalDomain,
} from "../../store/instance/selectors";
import type { StoredAccount } from "../../store/normalize";
import { selectProfileLimits } from "../../store/profile/selectors";
import {
  removeProfileImage,
  updateProfile,
  type ProfileImage,
} from "../../store/profile/thunks";
import { FieldErrors } from "./FieldErrors";
import { LimitedText } from "./LimitedText";
import { ProfileFieldsEditor } from "./ProfileFieldsEditor";
import { ProfileImageInput } from "./ProfileImageInput";
import { ProfilePreview } from "./ProfilePreview";
import {
  draftFrom,
  errorsByPart,
  toUpdate,
  type ProfileDraft,
  type ProfilePart,
} from "./profileDraft";
import { profileMessages } from "./profileMessages";
import { useFilePreview } from "./useFilePreview";

export interface ProfileFormProps {
  account: StoredAccount;
  source: AccountSource | null;
}

type Errors = Partial<Record<ProfilePart, string[]>>;

/** The member's profile, with a live preview of the card; saved in one request. */
export function ProfileForm({ account, source }: ProfileFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const features = useAppSelector(selectFeatures);
  const limits = useAppSelector(selectProfileLimits);
  const localDomain = useAppSelector(selectLocalDomain);
  const serverEmojis = useCustomEmojis();
  const [draft, setDraft] = useState<ProfileDraft>(() =>
    draftFrom(account, source),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const avatarPreview = useFilePreview(draft.avatar);
  const headerPreview = useFilePreview(draft.header);
  const options = {
    discoverable: features.accountDiscoverability,
    indexable: source?.indexable != null,
    hideCollections: features.hideNetwork || source?.hide_collections != null,
  };
  const edit = (part: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setSaved(false);
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await dispatch(updateProfile(toUpdate(draft, options)));
    setBusy(false);
    if (updateProfile.fulfilled.match(result)) {
      setErrors({});
      setDraft((current) => ({ ...current, avatar: null, header: null }));
      setSaved(true);
    } else {
      const failure = result.payload;
      setErrors(
        errorsByPart(
          failure?.fields ?? [{ field: null, message: failure?.message ?? "" }],
          { avatar: draft.avatar !== null, header: draft.header !== null },
        ),
      );
    }
  };

  const onRemoveSaved = async (image: ProfileImage) => {
    setBusy(true);
    const result = await dispatch(removeProfileImage({ image }));
    setBusy(false);
    setErrors(
      removeProfileImage.rejected.match(result)
        ? { [image]: [result.payload?.message ?? ""] }
        : {},
    );
  };

  const removable = features.deleteProfileImages;
  return (
    <Layout>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        <LimitedText
          label={intl.formatMessage(profileMessages.displayName)}
          name="display_name"
          value={draft.display_name}
          max={limits.displayName}
          errors={errors.display_name}
          onChange={(display_name) => {
            edit({ display_name });
          }}
        />
        <LimitedText
          label={intl.formatMessage(profileMessages.note)}
          name="note"
          multiline
          value={draft.note}
          max={limits.note}
          errors={errors.note}
          onChange={(note) => {
            edit({ note });
          }}
        />
        {features.profileFields && (
          <ProfileFieldsEditor
            fields={draft.fields}
            max={limits.fields}
            nameLength={limits.fieldName}
            valueLength={limits.fieldValue}
            errors={errors.fields}
            onChange={(fields) => {
              edit({ fields });
            }}
          />
        )}
        <ProfileImageInput
          label={intl.formatMessage(profileMessages.avatar)}
          name="avatar"
          src={avatarPreview ?? account.avatar}
          chosen={draft.avatar !== null}
          busy={busy}
          errors={errors.avatar}
          onChoose={(avatar) => {
            edit({ avatar });
          }}
          onRemoveSaved={
            removable ? () => void onRemoveSaved("avatar") : undefined
          }
        />
        <ProfileImageInput
          label={intl.formatMessage(profileMessages.header)}
          name="header"
          src={headerPreview ?? account.header}
          chosen={draft.header !== null}
          busy={busy}
          errors={errors.header}
          onChoose={(header) => {
            edit({ header });
          }}
          onRemoveSaved={
            removable ? () => void onRemoveSaved("header") : undefined
          }
        />
        <ProfileChecks draft={draft} options={options} onChange={edit} />
        <FieldErrors id="profile-form-errors" messages={errors.form} />
        <FormActions>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="compose.form.save" defaultMessage="Save" />
          </Button>
          <Saved role="status">
            {saved && <FormattedMessage {...profileMessages.saved} />}
          </Saved>
        </FormActions>
      </Form>
      <ProfilePreview
        account={account}
        draft={draft}
        avatar={avatarPreview ?? account.avatar}
        header={headerPreview ?? account.header}
        emojis={[...account.emojis, ...serverEmojis]}
        localDomain={localDomain}
      />
    </Layout>
  );
}

interface ProfileChecksProps {
  draft: ProfileDraft;
  options: {
    discoverable: boolean;
    indexable: boolean;
    hideCollections: boolean;
  };
  onChange: (part: Partial<ProfileDraft>) => void;
}

/** The profile's switches, each where the server has it. */
function ProfileChecks({ draft, options, onChange }: ProfileChecksProps) {
  const shown = (
    ["locked", "bot", "discoverable", "indexable", "hide_collections"] as const
  ).filter(
    (key) =>
      (key !== "discoverable" || options.discoverable) &&
      (key !== "indexable" || options.indexable) &&
      (key !== "hide_collections" || options.hideCollections),
  );
  return (
    <Checks>
      {shown.map((key) => (
        <Check key={key}>
          <input
            type="checkbox"
            name={key}
            checked={draft[key]}
            onChange={(event) => {
              onChange({ [key]: event.target.checked });
            }}
          />
          <FormattedMessage {...profileMessages[key]} />
        </Check>
      ))}
    </Checks>
  );
}

/** The form beside its preview on wide screens, above it on narrow ones. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Saved = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;
