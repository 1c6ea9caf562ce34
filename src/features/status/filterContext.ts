import { createContext } from "react";
import type { FilterContext } from "../../api/endpoints/filters";

/**
 * Where the posts below are shown, for the viewer's filters: each screen that
 * shows posts provides its context (home, public, thread, account,
 * notifications) and every StatusCard under it applies the filters for it.
 * Without one (search results, say) filters do not apply, as in Mastodon.
 */
export const StatusFilterContext = createContext<FilterContext | null>(null);
