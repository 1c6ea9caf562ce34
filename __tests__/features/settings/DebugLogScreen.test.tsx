import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { DebugLogScreen } from "../../../src/features/settings/DebugLogScreen";
import { sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import { fakeClient } from "../../store/factories";
import { renderWithProviders } from "../../support/renderWithProviders";

const TOKEN = "tok_Debug_Screen_Secret";

function renderScreen() {
  const { client } = fakeClient({});
  const store = createAppStore({ client });
  renderWithProviders(<DebugLogScreen />, {
    route: "/settings/debug",
    wrap: ({ children }) => <Provider store={store}>{children}</Provider>,
  });
  return store;
}

/** The status line counts in hundreds, so a hundred actions show at once. */
function dispatchHundred(store: ReturnType<typeof createAppStore>) {
  act(() => {
    store.dispatch(sessionStarted({ accessToken: TOKEN }));
    for (let i = 1; i < 100; i += 1) store.dispatch({ type: "test/tick" });
  });
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe("Settings → Debug log", () => {
  const createObjectURL = jest.fn<string, [Blob]>(() => "blob:debug-log");
  let clickLink: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    createObjectURL.mockClear();
    // jsdom cannot follow a download link; the test reads the file instead.
    clickLink = jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(async () => {
    // The recorder is one per tab: leave it off for the next test.
    const { stopRecording } =
      await import("../../../src/store/debug/recording");
    act(stopRecording);
    jest.restoreAllMocks();
  });

  it("records the actions dispatched once it is on and downloads them redacted", async () => {
    const user = userEvent.setup();
    const store = renderScreen();
    const toggle = screen.getByRole("switch", { name: "Record a debug log" });
    const download = screen.getByRole("button", {
      name: "Download debug log",
    });
    expect(toggle).not.toBeChecked();
    expect(download).toBeDisabled();
    expect(
      screen.getByRole("checkbox", {
        name: "Include private posts and direct messages",
      }),
    ).not.toBeChecked();

    store.dispatch({ type: "test/before" });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(download).toBeEnabled();
    dispatchHundred(store);
    expect(await screen.findByText("Actions recorded: 100")).toBeVisible();

    await user.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clickLink).toHaveBeenCalledTimes(1);
    const text = await readBlob(createObjectURL.mock.calls[0]![0]);
    const log = JSON.parse(text) as {
      potluck: { format: string };
    };
    expect(log.potluck.format).toBe("potluck-debug-log");
    expect(text).toContain("test/tick");
    expect(text).not.toContain("test/before");
    expect(text).not.toContain(TOKEN);
    expect(sessionStorage.getItem("potluck:debug-record")).toBe("1");
  });

  it("stops recording when turned off", async () => {
    const user = userEvent.setup();
    const store = renderScreen();
    const toggle = screen.getByRole("switch", { name: "Record a debug log" });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(
      screen.getByRole("button", { name: "Download debug log" }),
    ).toBeDisabled();
    expect(screen.queryByText(/Actions recorded/)).toBeNull();
    dispatchHundred(store);
    const { recordingStatus } =
      await import("../../../src/store/debug/recording");
    expect(recordingStatus()).toEqual({ on: false, actions: 0 });
    expect(sessionStorage.getItem("potluck:debug-record")).toBeNull();
  });

  it("turns the switch at the click, before the recorder's chunk has come", async () => {
    renderScreen();
    const toggle = screen.getByRole("switch", { name: "Record a debug log" });
    // No await between the click and the check: the chunk's import has not
    // settled yet, and the switch must already show the member's choice.
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    const { recordingStatus } =
      await import("../../../src/store/debug/recording");
    await waitFor(() => expect(recordingStatus().on).toBe(true));
    expect(toggle).toBeChecked();
  });
});
