import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ComposeForm } from "../../../src/features/compose/ComposeForm";
import { rawAccount } from "../../store/factories";
import {
  failure,
  FakeXhr,
  installFakeXhr,
  ME,
  memberStore,
  ownStatus,
  type Family,
  type Routes,
} from "../../store/compose/support";
import { renderWithMember } from "./support";
import { selectComposer } from "../../../src/store/compose/selectors";

installFakeXhr();

// Every keystroke is a store action with the development checks on, under jsdom: slow.
jest.setTimeout(20_000);

/** Sets the text at once, as a paste would (typing long texts key by key is slow here). */
function write(textbox: HTMLElement, value: string) {
  fireEvent.change(textbox, { target: { value } });
}

beforeEach(() => window.localStorage.clear());

async function setup(routes: Routes = {}, family: Family = "mastodon") {
  const test = await memberStore(routes, family);
  const user = userEvent.setup();
  const view = renderWithMember(<ComposeForm />, test);
  const textbox = screen.getByRole("textbox", { name: "Post text" });
  return { test, user, view, textbox };
}

const postButton = () => screen.getByRole("button", { name: "Post" });

describe("ComposeForm", () => {
  it("counts against the server's limit, URLs at their reserved length", async () => {
    const { textbox } = await setup();
    expect(
      screen.getByRole("status", { name: "1,000 characters left" }),
    ).toHaveTextContent("1,000");
    write(textbox, "Bread https://example.com/a/really/long/link/to/a/recipe");
    expect(
      screen.getByRole("status", { name: "971 characters left" }),
    ).toBeInTheDocument();
  });

  it("over the limit it says by how much and will not post", async () => {
    const { textbox } = await setup();
    fireEvent.change(textbox, { target: { value: "x".repeat(1003) } });
    expect(screen.getByText("3 characters too long.")).toBeInTheDocument();
    expect(postButton()).toBeDisabled();
  });

  it("Ctrl+Enter posts; the post is absorbed into home and the form empties", async () => {
    const { test, user, textbox } = await setup({
      "POST /api/v1/statuses": { body: ownStatus("2001") },
    });
    write(textbox, "Fresh loaves");
    textbox.focus();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(await screen.findByText("Your post is live.")).toBeInTheDocument();
    expect(textbox).toHaveValue("");
    expect(test.store.getState().timelines.home?.items).toEqual(["2001"]);
    expect(test.calls[0]?.body).toMatchObject({ status: "Fresh loaves" });
  });

  it("a failed post keeps the text and says why", async () => {
    const { user, textbox } = await setup({
      "POST /api/v1/statuses": failure(422, "Validation failed: Text is spam"),
    });
    write(textbox, "Buy now");
    await user.click(postButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your post was not sent: Validation failed: Text is spam",
    );
    expect(textbox).toHaveValue("Buy now");
  });

  it("a scheduled post says when it goes out", async () => {
    const later = new Date(Date.now() + 2 * 3_600_000);
    later.setSeconds(0, 0);
    const { user, textbox } = await setup({
      "POST /api/v1/statuses": {
        body: {
          id: "77",
          scheduled_at: later.toISOString(),
          params: { text: "Supper at eight" },
          media_attachments: [],
        },
      },
    });
    write(textbox, "Supper at eight");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    const pad = (n: number) => String(n).padStart(2, "0");
    fireEvent.change(screen.getByLabelText("Post at"), {
      target: {
        value: `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`,
      },
    });
    const submit = screen.getAllByRole("button", { name: "Schedule" }).at(-1);
    if (!submit) throw new Error("no submit");
    await user.click(submit);
    expect(await screen.findByText(/^Scheduled for /)).toBeInTheDocument();
  });

  it("a draft survives a reload, and is cleared once posted", async () => {
    const first = await setup();
    write(first.textbox, "Half-written recipe");
    first.view.unmount();
    expect(window.localStorage.getItem(`potluck:draft:${ME}:main`)).toContain(
      "Half-written recipe",
    );
    const second = await setup({
      "POST /api/v1/statuses": { body: ownStatus("2002") },
    });
    expect(second.textbox).toHaveValue("Half-written recipe");
    await second.user.click(postButton());
    await screen.findByText("Your post is live.");
    second.view.unmount();
    expect(window.localStorage.getItem(`potluck:draft:${ME}:main`)).toBeNull();
  });

  it("a poll takes 2 to 4 choices within the server's length", async () => {
    const { test, user, textbox } = await setup({
      "POST /api/v1/statuses": { body: ownStatus("2003") },
    });
    write(textbox, "Which flour?");
    await user.click(screen.getByRole("button", { name: "Add a poll" }));
    const poll = screen.getByRole("group", { name: "Poll" });
    await user.type(within(poll).getByLabelText("Choice 1"), "Rye");
    await user.type(within(poll).getByLabelText("Choice 2"), "Spelt");
    await user.click(
      within(poll).getByRole("button", { name: "Add a choice" }),
    );
    await user.click(
      within(poll).getByRole("button", { name: "Add a choice" }),
    );
    expect(
      within(poll).queryByRole("button", { name: "Add a choice" }),
    ).not.toBeInTheDocument();
    expect(screen.getByText("Fill in every poll choice.")).toBeInTheDocument();
    await user.click(
      within(poll).getByRole("button", { name: "Remove choice 4" }),
    );
    fireEvent.change(within(poll).getByLabelText("Choice 3"), {
      target: { value: "x".repeat(51) },
    });
    expect(
      screen.getByText("Poll choices can be at most 50 characters long."),
    ).toBeInTheDocument();
    fireEvent.change(within(poll).getByLabelText("Choice 3"), {
      target: { value: "Wheat" },
    });
    await user.selectOptions(within(poll).getByLabelText("Duration"), "3600");
    await user.click(within(poll).getByLabelText("Allow several choices"));
    await user.click(postButton());
    await screen.findByText("Your post is live.");
    expect(test.calls[0]?.body).toMatchObject({
      poll: {
        options: ["Rye", "Spelt", "Wheat"],
        expires_in: 3600,
        multiple: true,
      },
    });
  });

  it("suggests accounts after @ and completes the mention", async () => {
    const alice = rawAccount("31", {
      username: "alice",
      acct: "alice",
      display_name: "Alice Okafor",
    });
    const { test, user, textbox } = await setup({
      "GET /api/v2/search": (call) => ({
        body: {
          accounts:
            call.url.searchParams.get("type") === "accounts" ? [alice] : [],
          statuses: [],
          hashtags: [],
        },
      }),
    });
    write(textbox, "Thanks @");
    await user.type(textbox, "al");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(
      within(list).getByRole("option", { name: /Alice Okafor/ }),
    ).toHaveAttribute("aria-selected", "true");
    expect(test.calls.at(-1)?.url.searchParams.get("limit")).toBe("5");
    await user.keyboard("{Enter}");
    expect(textbox).toHaveValue("Thanks @alice ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("suggests hashtags after #", async () => {
    const { user, textbox } = await setup({
      "GET /api/v2/search": () => ({
        body: {
          accounts: [],
          statuses: [],
          hashtags: [{ name: "sourdough", url: "" }],
        },
      }),
    });
    write(textbox, "Baking #so");
    await user.type(textbox, "ur");
    await user.click(await screen.findByRole("option", { name: "#sourdough" }));
    expect(textbox).toHaveValue("Baking #sourdough ");
  });

  it("uploads media with progress, then takes alt text up to 1500 characters", async () => {
    const { user } = await setup();
    const input = screen.getByLabelText("Add images, video or audio");
    await user.upload(
      input,
      new File(["x"], "loaf.png", { type: "image/png" }),
    );
    const xhr = FakeXhr.sent[0];
    act(() => xhr?.progress(30, 100));
    expect(
      screen.getByRole("progressbar", { name: "Uploading loaf.png" }),
    ).toHaveAttribute("value", "0.3");
    act(() =>
      xhr?.respond(200, {
        id: "m1",
        type: "image",
        url: "https://example.social/loaf.png",
        preview_url: "https://example.social/loaf-small.png",
      }),
    );
    const alt = await screen.findByLabelText(
      "Description (alt text) of loaf.png",
    );
    fireEvent.change(alt, { target: { value: "d".repeat(1501) } });
    expect(
      screen.getByText("Descriptions can be at most 1500 characters long."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a poll" })).toBeDisabled();
  });

  it("sets the focal point by clicking the picture", async () => {
    const { test, user } = await setup();
    await user.upload(
      screen.getByLabelText("Add images, video or audio"),
      new File(["x"], "loaf.png", { type: "image/png" }),
    );
    act(() =>
      FakeXhr.sent[0]?.respond(200, {
        id: "m1",
        type: "image",
        url: "https://example.social/loaf.png",
      }),
    );
    const picker = await screen.findByRole("button", {
      name: /^Focal point 0, 0/,
    });
    jest.spyOn(picker, "getBoundingClientRect").mockReturnValue({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(picker, { clientX: 150, clientY: 25 });
    expect(
      selectComposer(test.store.getState(), "main").draft.media[0]?.focus,
    ).toEqual({ x: 0.5, y: 0.5 });
  });

  it("inserts emoji from the picker, custom ones as shortcodes", async () => {
    const { user, textbox } = await setup({
      "GET /api/v1/custom_emojis": {
        body: [
          {
            shortcode: "baguette",
            url: "https://example.social/e/baguette.png",
            static_url: "https://example.social/e/baguette.png",
            visible_in_picker: true,
          },
        ],
      },
    });
    await user.type(textbox, "Hi");
    await user.click(screen.getByRole("button", { name: "Insert emoji" }));
    await user.click(screen.getByRole("button", { name: "🎉" }));
    await user.click(await screen.findByRole("button", { name: ":baguette:" }));
    expect(textbox).toHaveValue("Hi 🎉 :baguette: ");
  });

  it("offers the audiences, formats and languages the family has", async () => {
    await setup({}, "pleroma");
    const audience = screen.getByRole("combobox", { name: "Audience" });
    const names = within(audience)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual([
      "Public",
      "Quiet public",
      "Followers only",
      "Private mention",
      "Local only",
      "List only",
    ]);
    expect(
      screen.getByRole("combobox", { name: "Format" }),
    ).toBeInTheDocument();
  });

  it("Mastodon has its four audiences and no format choice", async () => {
    await setup();
    const audience = screen.getByRole("combobox", { name: "Audience" });
    expect(within(audience).getAllByRole("option")).toHaveLength(4);
    expect(
      screen.queryByRole("combobox", { name: "Format" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("combobox", { name: "Language" }),
    ).toBeInTheDocument();
  });

  it("a list post asks for the list", async () => {
    const { test, user } = await setup(
      { "GET /api/v1/lists": { body: [{ id: "8", title: "Bakers" }] } },
      "pleroma",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Audience" }),
      "list",
    );
    const list = await screen.findByRole("combobox", { name: "List" });
    await waitFor(() =>
      expect(within(list).getAllByRole("option")).toHaveLength(2),
    );
    await user.selectOptions(list, "8");
    expect(selectComposer(test.store.getState(), "main").draft).toMatchObject({
      visibility: "list",
      audienceId: "8",
    });
  });
});
