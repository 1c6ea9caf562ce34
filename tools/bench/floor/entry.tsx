// The library floor of the homepage: what the libraries the design fixes
// (React, React Router, Redux Toolkit with react-redux and normalizr, zod,
// react-intl, styled-components) and the timeline's virtualiser cost when
// an app does the least it can with each on the way to its first post:
// fetch a timeline, validate and normalise it, keep it in a store, route to
// it and render its first post. `floor.mjs` builds this file the way the app
// is built and prints its size. Nothing here is part of Potluck.
import {
  configureStore,
  createAsyncThunk,
  createSlice,
} from "@reduxjs/toolkit";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { normalize, schema } from "normalizr";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { FormattedMessage, IntlProvider } from "react-intl";
import { Provider, useDispatch, useSelector } from "react-redux";
import { BrowserRouter, Link, useRoutes } from "react-router-dom";
import styled, { createGlobalStyle } from "styled-components";
import { array, nullable, object, string } from "zod/mini";

const accountSchema = object({ id: string(), acct: string() });
const statusSchema = object({
  id: string(),
  content: string(),
  created_at: string(),
  account: accountSchema,
  spoiler_text: nullable(string()),
});
const account = new schema.Entity("accounts");
const status = new schema.Entity("statuses", { account });

interface Entities {
  statuses: Record<string, { id: string; content: string; account: string }>;
  accounts: Record<string, { id: string; acct: string }>;
}

const fetchTimeline = createAsyncThunk("timeline/fetch", async () => {
  const response = await fetch("/api/v1/timelines/public?local=true");
  const statuses = array(statusSchema).parse(await response.json());
  return normalize<unknown, Partial<Entities>, string[]>(statuses, [status]);
});

const initialState: { ids: string[]; entities: Entities } = {
  ids: [],
  entities: { statuses: {}, accounts: {} },
};

const timeline = createSlice({
  name: "timeline",
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(fetchTimeline.fulfilled, (state, action) => {
      state.ids = action.payload.result;
      Object.assign(state.entities.statuses, action.payload.entities.statuses);
      Object.assign(state.entities.accounts, action.payload.entities.accounts);
    }),
});
const store = configureStore({ reducer: { timeline: timeline.reducer } });
type State = ReturnType<typeof store.getState>;

const Global = createGlobalStyle`body { margin: 0; font-family: sans-serif; }`;
const Row = styled.article<{ $first: boolean }>`
  position: absolute;
  inline-size: 100%;
  font-weight: ${({ $first }) => ($first ? "bold" : "normal")};
`;

let marked = false;

function Post({ id }: { id: string }) {
  // The mark the benchmarks wait for (as the app's first status row sets it).
  useEffect(() => {
    if (marked) return;
    marked = true;
    performance.mark("potluck:first-post");
  }, []);
  const post = useSelector(
    (state: State) => state.timeline.entities.statuses[id],
  );
  const author = useSelector((state: State) =>
    post ? state.timeline.entities.accounts[post.account] : undefined,
  );
  if (!post || !author) return null;
  return (
    <>
      <Link to={`/@${author.acct}`}>{author.acct}</Link>
      <p>{post.content}</p>
      <FormattedMessage id="status.reply" defaultMessage="Reply" />
    </>
  );
}

function Timeline() {
  const dispatch = useDispatch<typeof store.dispatch>();
  const ids = useSelector((state: State) => state.timeline.ids);
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => 200,
  });
  if (ids.length === 0) void dispatch(fetchTimeline());
  return (
    <div style={{ position: "relative", height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          $first={row.index === 0}
          style={{ transform: `translateY(${row.start}px)` }}
        >
          <Post id={ids[row.index] ?? ""} />
        </Row>
      ))}
    </div>
  );
}

function Routes() {
  return useRoutes([{ index: true, element: <Timeline /> }]);
}

createRoot(document.body.appendChild(document.createElement("div"))).render(
  <Provider store={store}>
    <IntlProvider locale="en" messages={{}}>
      <Global />
      <BrowserRouter basename="/blog">
        <Routes />
      </BrowserRouter>
    </IntlProvider>
  </Provider>,
);
