import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { Translation } from "../../api/schemas/translation";
import { Icon } from "../../components/Icon";
import translateIcon from "../../components/icons/translate.svg";
import { Spinner } from "../../components/Spinner";
import type { StatusTranslation } from "./useStatusTranslation";

export interface TranslationControlProps {
  translation: StatusTranslation;
}

function languageName(intl: ReturnType<typeof useIntl>, code: string): string {
  if (!code) return "";
  try {
    return intl.formatDisplayName(code, { type: "language" }) ?? code;
  } catch {
    return code;
  }
}

/** "Translate", then "Translated from X using Y · Show original". */
export function TranslationControl({ translation }: TranslationControlProps) {
  if (!translation.canTranslate) return null;
  const { phase, translation: result } = translation;
  if (phase === "shown" && result) {
    return (
      <TranslatedNote
        translation={result}
        onShowOriginal={translation.showOriginal}
      />
    );
  }
  const loading = phase === "loading";
  return (
    <Row>
      <LinkButton
        type="button"
        onClick={translation.translate}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? (
          <Spinner size={14} decorative />
        ) : (
          <Icon src={translateIcon} size={14} />
        )}
        {loading ? (
          <FormattedMessage
            id="status.translation.loading"
            defaultMessage="Translating…"
          />
        ) : (
          <FormattedMessage
            id="status.translation.translate"
            defaultMessage="Translate"
          />
        )}
      </LinkButton>
    </Row>
  );
}

interface TranslatedNoteProps {
  translation: Translation;
  onShowOriginal: () => void;
}

function TranslatedNote({ translation, onShowOriginal }: TranslatedNoteProps) {
  const intl = useIntl();
  const language = languageName(intl, translation.detected_source_language);
  return (
    <Row>
      <Icon src={translateIcon} size={14} />
      {translation.provider ? (
        <FormattedMessage
          id="status.translation.fromUsing"
          defaultMessage="Translated from {language} using {provider}"
          values={{ language, provider: translation.provider }}
        />
      ) : (
        <FormattedMessage
          id="status.translation.from"
          defaultMessage="Translated from {language}"
          values={{ language }}
        />
      )}
      <LinkButton type="button" onClick={onShowOriginal}>
        <FormattedMessage
          id="status.translation.showOriginal"
          defaultMessage="Show original"
        />
      </LinkButton>
    </Row>
  );
}

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.colors.link};
  background: none;
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    text-decoration: underline;
  }

  &:disabled {
    cursor: progress;
  }
`;
