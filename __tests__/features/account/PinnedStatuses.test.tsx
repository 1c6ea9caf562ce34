import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PinnedStatuses } from "../../../src/features/account/PinnedStatuses";
import { StatusCard } from "../../../src/features/status/StatusCard";
import {
  rawAccount,
  rawStatus,
  sid,
  streamedUpdate,
} from "../../store/factories";
import {
  failure,
  ME,
  memberStore,
  ownStatus,
  type Routes,
} from "../../store/compose/support";
import { renderWithMember } from "../compose/support";

jest.setTimeout(20_000);

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

const PINNED = sid(1);
const LATER = sid(2);

/**
 * The pinned list of `accountId` above one more post (LATER, when `later`
 * is given), as on a profile.
 */
async function profile(
  accountId: string,
  pinned: unknown[],
  routes: Routes,
  later?: Record<string, unknown>,
) {
  const test = await memberStore({
    [`GET /api/v1/accounts/${accountId}/statuses`]: { body: pinned },
    ...routes,
  });
  if (later) test.store.dispatch(streamedUpdate(later, []));
  renderWithMember(
    <>
      <PinnedStatuses accountId={accountId} />
      <StatusCard id={LATER} />
    </>,
    test,
  );
  const region = await screen.findByRole("region", { name: "Pinned posts" });
  return { test, region, user: userEvent.setup() };
}

const postsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("article")
    .map((a) => a.getAttribute("data-status-id"));

/** The "More" menu of the post with this id. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, id: string) {
  const articles = screen
    .getAllByRole("article")
    .filter((a) => a.getAttribute("data-status-id") === id);
  const last = articles.at(-1);
  if (!last) throw new Error(`no post ${id}`);
  await user.click(within(last).getByRole("button", { name: "More" }));
}

describe("pinned posts on one's own profile", () => {
  it("a post pinned below joins the list at once; unpinned, it leaves", async () => {
    const { region, user } = await profile(
      ME,
      [ownStatus(PINNED, { pinned: true, content: "<p>First loaf</p>" })],
      {
        [`POST /api/v1/statuses/${LATER}/pin`]: {
          body: ownStatus(LATER, { pinned: true }),
        },
        [`POST /api/v1/statuses/${LATER}/unpin`]: {
          body: ownStatus(LATER, { pinned: false }),
        },
      },
      ownStatus(LATER),
    );
    expect(postsIn(region)).toEqual([PINNED]);

    await openMenu(user, LATER);
    await user.click(screen.getByRole("button", { name: "Pin on profile" }));
    expect(postsIn(region)).toEqual([LATER, PINNED]);

    await openMenu(user, LATER);
    await user.click(
      screen.getByRole("button", { name: "Unpin from profile" }),
    );
    await waitFor(() => expect(postsIn(region)).toEqual([PINNED]));
  });

  it("a refused unpin puts the post back; a deleted one leaves", async () => {
    const { test, region, user } = await profile(
      ME,
      [ownStatus(PINNED, { pinned: true })],
      {
        [`POST /api/v1/statuses/${PINNED}/unpin`]: failure(500),
        [`DELETE /api/v1/statuses/${PINNED}`]: { body: ownStatus(PINNED) },
      },
    );
    await openMenu(user, PINNED);
    await user.click(
      screen.getByRole("button", { name: "Unpin from profile" }),
    );
    await waitFor(() =>
      expect(test.types()).toContain("statuses/unpin/rejected"),
    );
    expect(postsIn(region)).toEqual([PINNED]);

    await openMenu(user, PINNED);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: "Pinned posts" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("keeps the server's list where it does not flag one's posts pinned", async () => {
    const { region } = await profile(ME, [ownStatus(PINNED)], {});
    expect(postsIn(region)).toEqual([PINNED]);
  });
});

describe("pinned posts on someone else's profile", () => {
  it("shows the server's list as it is (their posts carry no pinned flag for the viewer)", async () => {
    const bob = rawAccount("500", { acct: "bob" });
    const { region } = await profile(
      "500",
      [
        rawStatus(PINNED, { account: bob }),
        rawStatus(sid(3), { account: bob }),
      ],
      {},
    );
    expect(postsIn(region)).toEqual([PINNED, sid(3)]);
  });
});
