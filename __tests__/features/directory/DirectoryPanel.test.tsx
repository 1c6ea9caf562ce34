import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DirectoryPanel } from "../../../src/features/directory/DirectoryPanel";
import { rawAccount } from "../../store/factories";
import { setup } from "../timeline/setup";

const DIRECTORY = "/api/v1/directory";

function accounts(from: number, count: number) {
  return Array.from({ length: count }, (_, i) =>
    rawAccount(String(from + i), {
      note: `<p>Bakes <b>bread</b> #${from + i}</p>`,
    }),
  );
}

describe("DirectoryPanel", () => {
  it("renders nothing and asks nothing without the extended API", () => {
    const { calls, view } = setup(<DirectoryPanel />);
    expect(view.container).toHaveTextContent(/^\/$/); // only the location probe
    expect(calls).toEqual([]);
  });

  it("shows a four-row skeleton, then people with the start of their bio", async () => {
    setup(<DirectoryPanel />, {
      features: { directory: true },
      api: { [DIRECTORY]: () => ({ body: accounts(1, 2) }) },
    });
    const panel = screen.getByRole("region", { name: "People" });
    expect(within(panel).getByRole("status")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(
      within(panel).getAllByRole("listitem", { hidden: true }),
    ).toHaveLength(4);
    const link = await within(panel).findByRole("link", { name: /User 1/ });
    expect(link).toHaveAttribute("href", "/@user1");
    expect(link).toHaveTextContent("Bakes bread #1");
  });

  it("offers the four sort orders and refetches in the chosen one", async () => {
    const { calls } = setup(<DirectoryPanel />, {
      features: { directory: true },
      api: {
        [DIRECTORY]: (url) => ({
          body: accounts(url.searchParams.get("order") === "new" ? 5 : 1, 1),
        }),
      },
    });
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Recently active", "Newest", "Alphabetically", "Posts count"]);
    await screen.findByRole("link", { name: /User 1/ });
    await userEvent.selectOptions(select, "Newest");
    expect(
      await screen.findByRole("link", { name: /User 5/ }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("checkbox", { name: "This server only" }),
    );
    await screen.findByRole("link", { name: /User 5/ });
    expect(
      calls.map((c) => [
        c.searchParams.get("order"),
        c.searchParams.get("local"),
      ]),
    ).toEqual([
      ["active", "false"],
      ["new", "false"],
      ["new", "true"],
    ]);
  });

  it("pages by the accounts loaded and stops on an empty page", async () => {
    const { calls } = setup(<DirectoryPanel compact />, {
      features: { directory: true },
      api: {
        [DIRECTORY]: (url) => {
          const offset = Number(url.searchParams.get("offset"));
          return {
            body:
              offset === 0
                ? accounts(1, 2)
                : offset === 2
                  ? accounts(3, 1)
                  : [],
          };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Load more" }),
    );
    const third = await screen.findByRole("link", { name: /User 3/ });
    // Compact rows show counts rather than the bio.
    expect(third).toHaveTextContent("1 post · 2 followers");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: /User 3/ });
    expect(
      screen.queryByRole("button", { name: "Load more" }),
    ).not.toBeInTheDocument();
    expect(calls.map((c) => c.searchParams.get("offset"))).toEqual([
      "0",
      "2",
      "3",
    ]);
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("shows five people at first in the compact panel", async () => {
    const { calls } = setup(<DirectoryPanel compact />, {
      features: { directory: true },
      api: {
        [DIRECTORY]: (url) => ({
          body: url.searchParams.get("offset") === "0" ? accounts(1, 12) : [],
        }),
      },
    });
    await screen.findByRole("link", { name: /User 5/ });
    expect(screen.getAllByRole("link")).toHaveLength(5);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(screen.getAllByRole("link")).toHaveLength(10);
    // Revealing what is loaded asks the server for nothing.
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await screen.findByRole("link", { name: /User 12/ }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.searchParams.get("offset"))).toEqual(["0", "12"]);
  });
});
