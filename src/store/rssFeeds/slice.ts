import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_RSS_FEEDS } from "./state";
import { fetchRssFeeds, subscribeRssFeed, unsubscribeRssFeed } from "./thunks";

const rssFeedsSlice = createSlice({
  name: "rssFeeds",
  initialState: INITIAL_RSS_FEEDS,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchRssFeeds.fulfilled, (state, { payload }) => {
        state.urls = payload.urls;
      })
      .addCase(subscribeRssFeed.fulfilled, (state, { payload }) => {
        if (state.urls && !state.urls.includes(payload.url))
          state.urls.push(payload.url);
      })
      // Gone at once; put back where it stood if the server refuses.
      .addCase(unsubscribeRssFeed.pending, (state, { meta }) => {
        const at = state.urls?.indexOf(meta.arg.url) ?? -1;
        if (at < 0 || !state.urls) return;
        state.removing[meta.requestId] = at;
        state.urls.splice(at, 1);
      })
      .addCase(unsubscribeRssFeed.fulfilled, (state, { meta }) => {
        Reflect.deleteProperty(state.removing, meta.requestId);
      })
      .addCase(unsubscribeRssFeed.rejected, (state, { meta }) => {
        const at = state.removing[meta.requestId];
        Reflect.deleteProperty(state.removing, meta.requestId);
        if (
          at !== undefined &&
          state.urls &&
          !state.urls.includes(meta.arg.url)
        )
          state.urls.splice(at, 0, meta.arg.url);
      })
      .addCase(sessionEnded, () => INITIAL_RSS_FEEDS);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof rssFeedsSlice> {}
}

/** Joins the store when the settings section's code first loads (see rootReducer.ts). */
export const injectedRssFeedsSlice = rssFeedsSlice.injectInto(combinedReducer);
