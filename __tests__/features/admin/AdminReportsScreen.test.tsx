import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { accountSchema } from "../../../src/api/schemas/account";
import { AdminReportScreen } from "../../../src/features/admin/AdminReportScreen";
import { AdminReportsScreen } from "../../../src/features/admin/AdminReportsScreen";
import { UNDO_MS } from "../../../src/features/admin/useReportCommands";
import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { normalizeAccount } from "../../../src/store/normalize";
import {
  sectionsStore,
  type Call,
} from "../../store/admin/collection/storeSupport";
import { rawAccount, rawStatus } from "../../store/factories";
import { LocationProbe, renderApp } from "../account/support";

/*
 * The report queue worked by keyboard (issue 16) with the real store and a
 * Mastodon-style admin API answering from a table: moving, opening and
 * closing, changes staged for UNDO_MS with Undo and Send now, the next open
 * report after an action, the forms' focused fields, and keys that belong
 * to a field or a dialog.
 */

/** Mastodon's stock Moderator role: reports, users, dashboard, audit log, taxonomies. */
const MODERATOR_BITS = "1308";

const adminAccount = (id: string, name: string) => ({
  id,
  username: name,
  domain: null,
  created_at: "2024-01-01T00:00:00.000Z",
  account: rawAccount(id, { username: name, acct: name, display_name: name }),
});

const ME = adminAccount("42", "mod");

function rawReport(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    action_taken: false,
    category: "spam",
    comment: `Comment of report ${id}`,
    forwarded: false,
    created_at: `2024-03-0${id}T00:00:00.000Z`,
    account: adminAccount("1", "alice"),
    target_account: adminAccount(`2${id}`, `target${id}`),
    assigned_account: null,
    action_taken_by_account: null,
    statuses: [rawStatus(`5${id}`)],
    rules: [],
    ...over,
  };
}

/** The admin API of a server with four open reports, changed by the calls it answers. */
function server() {
  const reports = new Map(
    ["4", "3", "2", "1"].map((id) => [id, rawReport(id)]),
  );
  const one = (call: Call) => {
    const id = /reports\/(\d+)/.exec(call.path)?.[1] ?? "";
    return reports.get(id) ?? rawReport(id);
  };
  const change = (patch: Record<string, unknown>) => (call: Call) => {
    const id = /reports\/(\d+)/.exec(call.path)?.[1] ?? "";
    const next = { ...one(call), ...patch };
    reports.set(id, next);
    return { body: next };
  };
  const answers: Parameters<typeof sectionsStore>[1] = {
    "GET /api/v1/admin/reports": () => ({
      body: [...reports.values()].filter((r) => !r.action_taken),
    }),
  };
  for (const id of reports.keys()) {
    const path = `/api/v1/admin/reports/${id}`;
    answers[`GET ${path}`] = (call) => ({ body: one(call) });
    answers[`POST ${path}/assign_to_self`] = change({ assigned_account: ME });
    answers[`POST ${path}/unassign`] = change({ assigned_account: null });
    answers[`POST ${path}/resolve`] = change({ action_taken: true });
    answers[`POST ${path}/reopen`] = change({ action_taken: false });
    answers[`POST /api/v1/admin/accounts/2${id}/action`] = { body: {} };
  }
  return answers;
}

function setup(answers = server()) {
  const support = sectionsStore("mastodon", answers);
  const account = accountSchema.parse(
    rawAccount("42", { username: "mod", acct: "mod" }),
  );
  support.store.dispatch(
    fetchOwnAccount.fulfilled(
      {
        ...normalizeAccount(account),
        fetchedAt: 1,
        source: null,
        notificationSettings: null,
        postingDefaults: null,
        staff: {
          role: {
            id: "2",
            name: "Moderator",
            color: "",
            permissions: MODERATOR_BITS,
            highlighted: true,
          },
          privileges: null,
        },
      },
      "own",
      undefined,
    ),
  );
  renderApp(
    support.store,
    <>
      <Routes>
        <Route path="/admin/reports" element={<AdminReportsScreen />}>
          <Route path=":id" element={<AdminReportScreen />} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    "/admin/reports",
  );
  return support;
}

const location = () => screen.getByRole("status", { name: "location" });
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => {
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key,
      ...init,
    });
  });
};
const sent = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== "GET")
    .map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  // jsdom lays nothing out: the queue's window scrolling is a no-op here.
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  jest.spyOn(window, "scrollBy").mockImplementation(() => undefined);
});

async function queueRows() {
  const list = await screen.findByRole("list", { name: "Report queue" });
  await within(list).findAllByRole("link");
  return list;
}

describe("the report queue by keyboard", () => {
  it("moves with j and k, opens with Enter, and goes back with Esc to the same row", async () => {
    setup();
    const list = await queueRows();
    press("j");
    press("j");
    press("k");
    press("j");
    const second = within(list).getAllByRole("link")[1];
    await waitFor(() => {
      expect(second).toHaveFocus();
    });
    press("Enter");
    await waitFor(() => {
      expect(location()).toHaveTextContent("/admin/reports/3");
    });
    expect(
      await screen.findByRole("heading", { name: /Report against target3/ }),
    ).toBeInTheDocument();
    press("Escape");
    await waitFor(() => {
      expect(location()).toHaveTextContent(/^\/admin\/reports$/);
    });
    await waitFor(() => {
      expect(within(list).getByRole("link", { name: /target3/ })).toHaveFocus();
    });
  });

  it("shows an assignment at once, undoes it with u without a call, and sends it at once with Enter", async () => {
    const { calls } = setup();
    await queueRows();
    press("j");
    press("Enter");
    await screen.findByRole("heading", { name: /target4/ });
    press("a");
    expect(
      await screen.findByText("Assigned to you: @target4"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Assigned to @mod").length).toBeGreaterThan(0);
    press("u");
    await waitFor(() => {
      expect(screen.queryByText("Assigned to you: @target4")).toBeNull();
    });
    expect(screen.queryAllByText("Assigned to @mod")).toHaveLength(0);
    expect(sent(calls)).toEqual([]);

    press("a");
    await screen.findByText("Assigned to you: @target4");
    press("Enter");
    await waitFor(() => {
      expect(sent(calls)).toEqual([
        "POST /api/v1/admin/reports/4/assign_to_self",
      ]);
    });
    expect(screen.queryByText("Assigned to you: @target4")).toBeNull();
  });

  it("resolves with r, opens the next open report, and sends the change once its toast has closed", async () => {
    jest.useFakeTimers();
    try {
      const { calls } = setup();
      await queueRows();
      press("j");
      press("Enter");
      await screen.findByRole("heading", { name: /target4/ });
      press("r");
      await waitFor(() => {
        expect(location()).toHaveTextContent("/admin/reports/3");
      });
      expect(screen.getByText("Resolved: @target4")).toBeInTheDocument();
      expect(sent(calls)).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(UNDO_MS);
      });
      await waitFor(() => {
        expect(sent(calls)).toEqual(["POST /api/v1/admin/reports/4/resolve"]);
      });
      expect(screen.queryByText("Resolved: @target4")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("opens the suspension form with its first field focused, leaves keys typed there alone, and submits with Ctrl+Enter", async () => {
    const { calls } = setup();
    await queueRows();
    press("j");
    press("Enter");
    await screen.findByRole("heading", { name: /target4/ });
    press("s");
    const dialog = await screen.findByRole("dialog", {
      name: "Suspend @target4",
    });
    const message = within(dialog).getByRole("textbox", {
      name: "Message to @target4 (optional)",
    });
    await waitFor(() => {
      expect(message).toHaveFocus();
    });
    // Letters typed into the form are words, not the queue's keys.
    press("r");
    press("j");
    expect(location()).toHaveTextContent("/admin/reports/4");
    fireEvent.change(message, { target: { value: "Spam, again" } });
    press("Enter", { ctrlKey: true });
    await waitFor(() => {
      expect(location()).toHaveTextContent("/admin/reports/3");
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    press("Enter");
    await waitFor(() => {
      expect(sent(calls)).toContain("POST /api/v1/admin/accounts/24/action");
    });
    const action = calls.find((call) => call.path.endsWith("/24/action"));
    expect(action?.body).toMatchObject({
      type: "suspend",
      text: "Spam, again",
      report_id: "4",
      send_email_notification: true,
    });
  });

  it("lists the queue's keys with ?", async () => {
    const { store } = setup();
    await queueRows();
    press("?");
    expect(store.getState().modals.stack).toEqual([
      { type: "HOTKEYS", props: { set: "reports" } },
    ]);
  });

  it("explains a server's refusal of the role on the report, and puts the report back", async () => {
    const answers = server();
    answers["POST /api/v1/admin/reports/4/assign_to_self"] = {
      status: 403,
      body: { error: "This action is not allowed" },
    };
    const { store } = setup(answers);
    await queueRows();
    press("j");
    press("Enter");
    await screen.findByRole("heading", { name: /target4/ });
    press("a");
    await screen.findByText("Assigned to you: @target4");
    press("Enter");
    expect(
      await screen.findByText("Your role cannot assign reports."),
    ).toBeInTheDocument();
    expect(screen.queryAllByText("Assigned to @mod")).toHaveLength(0);
    // Said in place, not toasted.
    expect(store.getState().notices.items).toEqual([]);
  });
});
