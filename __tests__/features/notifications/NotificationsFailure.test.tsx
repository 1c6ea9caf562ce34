import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { NotificationsScreen } from "../../../src/features/notifications/NotificationsScreen";
import { createAppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { readFixture } from "../../support/fixtures";
import { rawAccount, rawNotification } from "../../store/factories";
import { BASE, renderApp, stubLayoutApis } from "../account/support";
import { ME } from "./support";

/**
 * Issue 21: a REST fault on the notifications list is said in place, with
 * its reason under "could not be loaded" and a retry that loads the list.
 * The server's faults are those of __tests__/api/faults.test.ts: a 500, a
 * 502 with an HTML page, a JSON body cut short, a 200 without a body, no
 * answer in time and a 429 with a long wait.
 */

type Fault = "500" | "502 html" | "truncated" | "empty" | "timeout" | "429";

function faulty(fault: Fault, signal: AbortSignal | null | undefined) {
  switch (fault) {
    case "500":
      return Promise.resolve(
        new Response('{"error":"Internal server error"}', { status: 500 }),
      );
    case "502 html":
      return Promise.resolve(
        new Response(
          "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
          { status: 502, headers: { "Content-Type": "text/html" } },
        ),
      );
    case "truncated":
      return Promise.resolve(
        new Response('[{"id":"1","type":"follow","acc', { status: 200 }),
      );
    case "empty":
      return Promise.resolve(new Response("", { status: 200 }));
    case "429":
      // A wait longer than the client holds a call for: said, not waited.
      return Promise.resolve(
        new Response('{"error":"Too many requests"}', {
          status: 429,
          headers: { "Retry-After": "3600" },
        }),
      );
    case "timeout":
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener("abort", () => {
          reject(signal.reason as Error);
        });
      });
  }
}

/** A member on a Pleroma server whose notifications fail once with `fault`, then answer. */
async function faultyApp(fault: Fault) {
  let faults = 1;
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        headers: { "Content-Type": "application/json" },
      }),
    );
  const fetch: FetchLike = (input, init) => {
    const { pathname } = new URL(input);
    if (pathname === "/api/v1/instance")
      return json(readFixture("real", "pleroma-instance.json"));
    if (pathname === "/api/v1/notifications") {
      if (faults > 0) {
        faults -= 1;
        return faulty(fault, init.signal);
      }
      return json([
        rawNotification("5", "follow", {
          account: rawAccount("71", { display_name: "Lena" }),
        }),
      ]);
    }
    if (pathname === "/api/v1/markers") return json({});
    if (pathname === "/api/v1/accounts/relationships") return json([]);
    return Promise.resolve(
      new Response('{"error":"Record not found"}', { status: 404 }),
    );
  };
  // A short time-out; the app's own is 30 s.
  const store = createAppStore({
    client: new ApiClient({ baseUrl: BASE, fetch, timeoutMs: 200 }),
  });
  await store.dispatch(fetchInstance());
  store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return store;
}

beforeEach(stubLayoutApis);

describe("the notifications list under a REST fault", () => {
  it.each<[Fault, string]>([
    ["500", "The server had an error (500)."],
    ["502 html", "The server had an error (502)."],
    ["truncated", "The server's reply could not be read."],
    ["empty", "The server's reply could not be read."],
    ["timeout", "The server did not answer in time."],
    ["429", "The server is busy. Wait a moment and try again."],
  ])(
    "%s: says why in place, and Try again loads the list",
    async (fault, reason) => {
      const store = await faultyApp(fault);
      renderApp(
        store,
        <Routes>
          <Route path="/notifications" element={<NotificationsScreen />} />
        </Routes>,
        "/notifications",
      );
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("The notifications could not be loaded.");
      expect(alert).toHaveTextContent(reason);
      await userEvent.click(
        within(alert).getByRole("button", { name: "Try again" }),
      );
      expect(
        await screen.findByRole("article", { name: /Lena followed you/ }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );
});
