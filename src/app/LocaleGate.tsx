import { startTransition, useEffect, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import type { PotluckConfig } from "../config";
import { LoadingScreen } from "../components/LoadingScreen";
import { loadMessages, type Messages } from "../i18n/loadMessages";
import { pickLocale } from "../i18n/pickLocale";
import { isRtl, type SupportedLocale } from "../i18n/supportedLocales";
import { useAppSelector } from "../store/hooks";

type Loaded = { locale: SupportedLocale; messages: Messages };

/** The interface language: the operator's, else the browser's first supported language. */
export function chooseLocale(
  config: PotluckConfig,
  languages: readonly string[],
): SupportedLocale {
  return config.hasOperatorLocale
    ? config.locale
    : pickLocale(undefined, languages);
}

/**
 * Loads the messages of a locale. A failed load is logged and re-thrown
 * (spec 01 section 8): the loading screen gives way to the error screen.
 */
export async function loadLocale(locale: SupportedLocale): Promise<Loaded> {
  return { locale, messages: await loadMessages(locale) };
}

export interface LocaleGateProps {
  /** Started before the first render so the chunk loads alongside the instance. */
  messages: Promise<Loaded>;
  children: ReactNode;
}

function ignoreMissingTranslation() {
  // Missing translations fall back to the English default message.
}

/**
 * Shows the loading screen (40 px spinner) until both the language messages
 * and the instance have loaded (spec 01 section 2), then renders the app in
 * the chosen locale with `lang` and `dir` set on the document.
 */
export function LocaleGate({ messages, children }: LocaleGateProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const instanceReady = useAppSelector(
    (state) => state.instance.fetchedAt !== null,
  );

  useEffect(() => {
    let live = true;
    messages.then(
      (result) => {
        // A transition: React renders the whole app in slices of a few
        // milliseconds, yielding between them, instead of one long task that
        // blocks input (the loading screen stays until it is done).
        if (live) startTransition(() => setLoaded(result));
      },
      (error: unknown) => {
        if (live) setFailure(error ?? new Error("Failed to load the messages"));
      },
    );
    return () => {
      live = false;
    };
  }, [messages]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = isRtl(loaded.locale) ? "rtl" : "ltr";
  }, [loaded]);

  if (failure) {
    throw failure instanceof Error
      ? failure
      : new Error("Failed to load the messages");
  }
  if (!loaded || !instanceReady) {
    return (
      <IntlProvider
        locale="en"
        messages={{}}
        onError={ignoreMissingTranslation}
      >
        <LoadingScreen />
      </IntlProvider>
    );
  }
  // The default locale is the chosen one: a locale's file leaves out the
  // messages that read exactly as the English default (en-GB leaves out
  // nearly all), so the default is that locale's own text, formatted by its
  // rules. With "en" here, react-intl built an error (its stack captured)
  // for every such message on every render, about a tenth of rendering a
  // post, and formatted numbers in them as American English.
  return (
    <IntlProvider
      locale={loaded.locale}
      defaultLocale={loaded.locale}
      messages={loaded.messages}
      onError={ignoreMissingTranslation}
    >
      {children}
    </IntlProvider>
  );
}
