import { useEffect, useMemo, useState } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import type {
  ComposeDraft,
  ComposeVisibility,
} from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectFeatures, selectInstance } from "../../store/instance/selectors";
import type { DraftChanges } from "../../store/compose/slice";
import { fetchComposeAudiences } from "../../store/compose/thunks";
import { VISIBILITY } from "../status/visibility";
import { languageCodes, languageOptions } from "../../utils/languages";
import { visibilityOptions } from "../../store/compose/visibilityOptions";

const messages = defineMessages({
  visibility: { id: "compose.settings.visibility", defaultMessage: "Audience" },
  circle: { id: "compose.settings.circle", defaultMessage: "Circle" },
  list: { id: "compose.settings.list", defaultMessage: "List" },
  choose: { id: "compose.settings.choose", defaultMessage: "Choose…" },
  language: { id: "compose.settings.language", defaultMessage: "Language" },
  auto: { id: "compose.settings.languageAuto", defaultMessage: "Automatic" },
  format: { id: "compose.settings.format", defaultMessage: "Format" },
  plain: { id: "compose.settings.formatPlain", defaultMessage: "Plain text" },
  markdown: {
    id: "compose.settings.formatMarkdown",
    defaultMessage: "Markdown",
  },
  html: { id: "compose.settings.formatHtml", defaultMessage: "HTML" },
  bbcode: { id: "compose.settings.formatBbcode", defaultMessage: "BBCode" },
  mfm: { id: "compose.settings.formatMfm", defaultMessage: "MFM" },
});

/** Names of the post formats servers list (pleroma.metadata.post_formats). */
const FORMATS: Record<string, MessageDescriptor> = {
  "text/plain": messages.plain,
  "text/markdown": messages.markdown,
  "text/html": messages.html,
  "text/bbcode": messages.bbcode,
  "text/x.misskeymarkdown": messages.mfm,
};

export interface ComposeSettingsProps {
  draft: ComposeDraft;
  change: (changes: DraftChanges) => void;
}

/** Audience (with a list or circle where chosen), language and, where offered, format. */
export function ComposeSettings({ draft, change }: ComposeSettingsProps) {
  const intl = useIntl();
  const features = useAppSelector(selectFeatures);
  const instance = useAppSelector(selectInstance);
  const formats = instance.pleroma.metadata.post_formats;
  const languages = useMemo(
    () => languageOptions(languageCodes(instance.languages), intl.locale),
    [instance.languages, intl.locale],
  );
  const editing = draft.editingId !== null;
  const label = (visibility: ComposeVisibility) =>
    intl.formatMessage(VISIBILITY[visibility].label);
  return (
    <Settings>
      <select
        aria-label={intl.formatMessage(messages.visibility)}
        value={draft.visibility}
        disabled={editing}
        onChange={(event) => {
          const visibility = visibilityOptions(features).find(
            (v) => v === event.target.value,
          );
          if (visibility) change({ visibility, audienceId: null });
        }}
      >
        {visibilityOptions(features).map((visibility) => (
          <option key={visibility} value={visibility}>
            {label(visibility)}
          </option>
        ))}
      </select>
      {(draft.visibility === "list" || draft.visibility === "circle") && (
        <AudienceSelect
          kind={draft.visibility}
          value={draft.audienceId}
          disabled={editing}
          onChange={(audienceId) => change({ audienceId })}
        />
      )}
      {features.postLanguages && (
        <select
          aria-label={intl.formatMessage(messages.language)}
          value={draft.language ?? ""}
          onChange={(event) => change({ language: event.target.value || null })}
        >
          <option value="">{intl.formatMessage(messages.auto)}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
      {features.richText && formats.length > 1 && (
        <select
          aria-label={intl.formatMessage(messages.format)}
          value={draft.contentType}
          onChange={(event) => change({ contentType: event.target.value })}
        >
          {formats.map((format) => {
            const name = FORMATS[format];
            return (
              <option key={format} value={format}>
                {name ? intl.formatMessage(name) : format}
              </option>
            );
          })}
        </select>
      )}
    </Settings>
  );
}

interface AudienceSelectProps {
  kind: "list" | "circle";
  value: string | null;
  disabled: boolean;
  onChange: (id: string | null) => void;
}

/** The viewer's lists or circles, fetched when the scope is chosen. */
function AudienceSelect({
  kind,
  value,
  disabled,
  onChange,
}: AudienceSelectProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    let current = true;
    void dispatch(fetchComposeAudiences({ kind })).then((action) => {
      if (current && fetchComposeAudiences.fulfilled.match(action)) {
        setItems(action.payload.items);
      }
    });
    return () => {
      current = false;
    };
  }, [dispatch, kind]);
  return (
    <select
      aria-label={intl.formatMessage(
        kind === "list" ? messages.list : messages.circle,
      )}
      value={value ?? ""}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{intl.formatMessage(messages.choose)}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.title}
        </option>
      ))}
    </select>
  );
}

const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  select {
    max-inline-size: 12rem;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
