import { useEffect, useMemo, useState } from "react";
import { useAppDispatch } from "../../store/hooks";
import {
  fetchComposeSuggestions,
  type SuggestionKind,
} from "../../store/compose/thunks";
import { tokenAt } from "./caretToken";

/** Typing pauses this long before the server is asked. */
export const SUGGEST_DELAY_MS = 250;

/** One suggestion: an account (by id) or a hashtag, and what it completes to. */
export type Suggestion =
  | { kind: "account"; id: string; completion: string }
  | { kind: "hashtag"; name: string; completion: string };

interface Results {
  q: string;
  kind: SuggestionKind;
  suggestions: Suggestion[];
}

/**
 * Mention and hashtag suggestions for the token at the caret (accounts or
 * hashtags search, 5 at most). Escape dismisses them until the token changes.
 */
export function useAutocomplete(
  text: string,
  caret: number,
  accountAcct: (id: string) => string | undefined,
) {
  const dispatch = useAppDispatch();
  const token = useMemo(() => tokenAt(text, caret), [text, caret]);
  const [results, setResults] = useState<Results | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const query = token?.query ?? null;
  const kind: SuggestionKind = token?.sigil === "#" ? "hashtags" : "accounts";

  useEffect(() => {
    if (query === null) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void dispatch(fetchComposeSuggestions({ q: query, kind })).then(
        (action) => {
          if (!current || !fetchComposeSuggestions.fulfilled.match(action))
            return;
          const { accountIds, hashtags } = action.payload;
          const suggestions: Suggestion[] =
            kind === "accounts"
              ? accountIds.map((id) => ({
                  kind: "account",
                  id,
                  completion: accountAcct(id) ?? id,
                }))
              : hashtags.map((name) => ({
                  kind: "hashtag",
                  name,
                  completion: name,
                }));
          setResults({ q: query, kind, suggestions });
          setActive(0);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [dispatch, query, kind, accountAcct]);

  const tokenKey = token ? `${token.start}:${token.sigil}` : null;
  const open =
    token !== null &&
    results !== null &&
    results.q === token.query &&
    results.kind === kind &&
    results.suggestions.length > 0 &&
    dismissed !== tokenKey;
  return {
    token: open ? token : null,
    suggestions: open ? results.suggestions : [],
    active,
    setActive,
    dismiss: () => setDismissed(tokenKey),
  };
}
