import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { StatusScreen } from "../../../src/features/status/StatusScreen";
import { describeWithFixtures } from "../../support/fixtures";
import {
  fixture,
  makeStore,
  renderWithStore,
  type Routes,
  type TestStore,
} from "./support";

type Raw = Record<string, unknown>;

// context_1.json is Pleroma's whole conversation around D:
// A ← B, A ← C, B ← D, B ← E, D ← F.
const B = "9zIH7PUdhK3Ircg4hM";
const D = "9zIH8WYwtnUx4yDzUm";
// As the app routes it: a whole-segment param (the @ is checked by the route guard).
const PATH = "/:acct/posts/:statusId";

function statusD(): Raw {
  const context = fixture("context_2.json") as { descendants: Raw[] };
  return context.descendants.find((s) => s.id === D)!;
}

/** context_1 with B gone from the server (deleted): D and E lose their parent. */
function contextWithoutB(): Raw {
  const context = fixture("context_1.json") as {
    ancestors: Raw[];
    descendants: Raw[];
  };
  return { ...context, ancestors: context.ancestors.filter((s) => s.id !== B) };
}

function renderScreen(routes: Routes): TestStore {
  const test = makeStore(routes);
  renderWithStore(<StatusScreen />, test, {
    route: `/@alex/posts/${D}`,
    path: PATH,
  });
  return test;
}

const articleWith = (text: string) =>
  screen
    .getAllByRole("article")
    .find((a) => within(a).queryByText(text, { selector: "p" }));

describeWithFixtures("StatusScreen", () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    document.title = "Potluck";
  });

  it("shows ancestors, the focused post and its replies as a tree with placeholders", async () => {
    renderScreen({
      [`/api/v1/statuses/${D}`]: { body: statusD() },
      [`/api/v1/statuses/${D}/context`]: { body: contextWithoutB() },
    });
    await screen.findByText("F");
    // The post's one-letter text, or "-" for a placeholder, in page order.
    const rows = screen
      .getAllByRole("article")
      .map(
        (a) =>
          within(a).queryByText(/^[A-F]$/, { selector: "p" })?.textContent ??
          "-",
      );
    // D was bridged below C by the store (its parent B is gone), E below D.
    expect(rows).toEqual(["A", "C", "-", "D", "-", "E", "F"]);
    // E hangs under the placeholder of its missing parent, inside D's replies.
    const e = articleWith("E")!;
    const placeholder = e.closest("ul")!.closest("li")!.firstElementChild!;
    expect(placeholder).toHaveTextContent("This post is unavailable");
    expect(articleWith("D")).toHaveAttribute("tabindex", "-1");
  });

  it("brings the focused post into view, titles the page and retains the post", async () => {
    const test = renderScreen({
      [`/api/v1/statuses/${D}`]: { body: statusD() },
      [`/api/v1/statuses/${D}/context`]: { body: contextWithoutB() },
    });
    await screen.findByText("F");
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(articleWith("D"));
    expect(document.title).toMatch(/: “D”$/);
    expect(test.store.getState().retained.statuses[D]).toBe(1);
  });

  it("a full date and the counts sit under the focused post", async () => {
    renderScreen({
      [`/api/v1/statuses/${D}`]: {
        body: { ...statusD(), reblogs_count: 2, favourites_count: 1 },
      },
      [`/api/v1/statuses/${D}/context`]: { body: contextWithoutB() },
    });
    const focused = await screen.findByText(
      (_, el) =>
        el?.tagName === "ARTICLE" && el.getAttribute("tabindex") === "-1",
    );
    expect(focused).toHaveTextContent("2 boosts");
    expect(focused).toHaveTextContent("1 like");
    expect(focused).toHaveTextContent("2020");
  });

  it("says when the post does not exist", async () => {
    renderScreen({});
    expect(
      await screen.findByText("This post could not be found."),
    ).toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    let failures = 1;
    renderScreen({
      [`/api/v1/statuses/${D}`]: () =>
        failures-- > 0
          ? { status: 502, body: { error: "Bad gateway" } }
          : { body: statusD() },
      [`/api/v1/statuses/${D}/context`]: {
        body: { ancestors: [], descendants: [] },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("D")).toBeInTheDocument();
  });
});
