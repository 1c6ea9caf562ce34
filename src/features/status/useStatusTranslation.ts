import { useState } from "react";
import { useIntl } from "react-intl";
import type { Translation } from "../../api/schemas/translation";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { selectIsLoggedIn } from "../../store/session/selectors";
import { isForeign } from "../../utils/statusText";
import { translateStatus } from "../../store/statuses/interactions";

export type TranslationPhase = "idle" | "loading" | "shown" | "hidden";

export interface StatusTranslation {
  /** The server translates, the reader may ask, and the post is in another language. */
  canTranslate: boolean;
  phase: TranslationPhase;
  translation: Translation | null;
  translate: () => void;
  showOriginal: () => void;
}

/** Whether this server translates for this reader (visitors need it allowed). */
function useTranslationsAvailable(): boolean {
  const features = useAppSelector(selectFeatures);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn
    ? features.translations
    : features.unauthenticatedTranslations;
}

/** Whether a post has any text to translate. */
const hasText = (status: StoredStatus) =>
  status.content.trim() !== "" || status.spoiler_text.trim() !== "";

/**
 * Servers translate public and unlisted posts only (Mastodon refuses the
 * rest with 403, Akkoma with 404), so others offer no button that could
 * only fail.
 */
const isTranslatable = (status: StoredStatus) =>
  status.visibility === "public" || status.visibility === "unlisted";

/**
 * The machine translation of a post, kept with the post's card (ephemeral UI
 * state). A failure returns to the idle state silently (spec 01 section 8).
 */
export function useStatusTranslation(
  status: StoredStatus,
  language: string | null,
): StatusTranslation {
  const { locale } = useIntl();
  const dispatch = useAppDispatch();
  const available = useTranslationsAvailable();
  const [phase, setPhase] = useState<TranslationPhase>("idle");
  const [translation, setTranslation] = useState<Translation | null>(null);
  const translate = () => {
    if (translation) {
      setPhase("shown");
      return;
    }
    setPhase("loading");
    const target = locale.split("-")[0] ?? locale;
    void dispatch(translateStatus({ id: status.id, language: target })).then(
      (action) => {
        const result =
          translateStatus.fulfilled.match(action) && action.payload;
        if (result) setTranslation(result);
        setPhase(result ? "shown" : "idle");
      },
    );
  };
  return {
    canTranslate:
      available &&
      isTranslatable(status) &&
      hasText(status) &&
      isForeign(language, locale),
    phase,
    translation,
    translate,
    showOriginal: () => setPhase("hidden"),
  };
}
