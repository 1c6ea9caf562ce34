import { fireEvent, screen } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  fixture,
  loadStatus,
  makeStore,
  renderWithStore,
  type Answer,
} from "./support";

/** A member on Mastodon 4.0 with translation enabled, reading a German post. */
async function renderGermanPost(
  translate: (body: unknown) => Answer,
  visibility = "public",
) {
  const raw = fixture("status-cw.json");
  Object.assign(raw, {
    spoiler_text: "",
    sensitive: false,
    language: "de",
    content: "<p>Hallo Welt</p>",
    visibility,
  });
  const test = makeStore({
    "/api/v2/instance": {
      body: readFixture("real", "mastodon-instance-v2.json"),
    },
    [`/api/v1/statuses/${String(raw.id)}/translate`]: (_url, init) =>
      translate(JSON.parse(init.body as string)),
  });
  test.store.dispatch(sessionStarted({ accessToken: "token" }));
  await test.store.dispatch(fetchInstance());
  const id = await loadStatus(test, raw);
  renderWithStore(<StatusCard id={id} />, test);
  return test;
}

describeWithFixtures("StatusCard translation", () => {
  it("translates into the reader's language, says from what and by whom, and shows the original again", async () => {
    const bodies: unknown[] = [];
    await renderGermanPost((body) => {
      bodies.push(body);
      return {
        body: readFixture("mastodon-docs", "entities-Translation-1.json"),
      };
    });
    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Hello world")).toBeInTheDocument();
    expect(
      screen.getByText(/Translated from Spanish using DeepL.com/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ lang: "en" }]);
    fireEvent.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.getByText("Hallo Welt")).toBeInTheDocument();
  });

  it("a failed translation is swallowed: the button comes back and no error notice appears", async () => {
    const test = await renderGermanPost(() => ({
      status: 503,
      body: { error: "Unavailable" },
    }));
    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect(
      await screen.findByRole("button", { name: "Translate" }),
    ).toBeEnabled();
    expect(screen.getByText("Hallo Welt")).toBeInTheDocument();
    expect(test.store.getState().notices.items).toEqual([]);
  });

  it("on Akkoma, asks GET .../translations/:language and reads its {detected_language, text}", async () => {
    const raw = fixture("status-cw.json");
    Object.assign(raw, {
      spoiler_text: "",
      sensitive: false,
      language: "de",
      content: "<p>Hallo Welt</p>",
    });
    const id = String(raw.id);
    const test = makeStore({
      "/api/v1/instance": {
        body: {
          uri: "akkoma.example",
          version: "2.7.2 (compatible; Akkoma 3.15.2)",
          pleroma: { metadata: { features: ["akkoma:machine_translation"] } },
        },
      },
      [`/api/v1/statuses/${id}/translations/en`]: (_url, init) => ({
        status: init.method === undefined || init.method === "GET" ? 200 : 405,
        body: { detected_language: "de", text: "<p>Hello world</p>" },
      }),
    });
    test.store.dispatch(sessionStarted({ accessToken: "token" }));
    await test.store.dispatch(fetchInstance());
    renderWithStore(<StatusCard id={await loadStatus(test, raw)} />, test);
    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Hello world")).toBeInTheDocument();
    expect(screen.getByText("Translated from German")).toBeInTheDocument();
  });

  it("offers no translation of followers-only or direct posts, which servers refuse", async () => {
    await renderGermanPost(() => ({ body: {} }), "private");
    expect(screen.getByText("Hallo Welt")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Translate" }),
    ).not.toBeInTheDocument();
  });

  it("offers no translation for posts in the reader's language", async () => {
    const raw = fixture("status-cw.json");
    const test = makeStore({
      "/api/v2/instance": {
        body: readFixture("real", "mastodon-instance-v2.json"),
      },
    });
    test.store.dispatch(sessionStarted({ accessToken: "token" }));
    await test.store.dispatch(fetchInstance());
    renderWithStore(<StatusCard id={await loadStatus(test, raw)} />, test);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(
      screen.queryByRole("button", { name: "Translate" }),
    ).not.toBeInTheDocument();
  });
});
