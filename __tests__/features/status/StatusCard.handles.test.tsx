import { screen, within } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { rawAccount, rawStatus, sid } from "../../store/factories";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, loadStatus, makeStore, renderWithStore } from "./support";

/**
 * Handles under authors' names (issue 14, defect 5): a local author's reads
 * `@user@<local domain>` as the server's own pages show it, with the domain
 * the instance gives, not the host (and port) of the profile's address.
 */

async function renderOn(instance: unknown, raw: Record<string, unknown>) {
  const test = makeStore({ "/api/v2/instance": { body: instance } });
  await test.store.dispatch(fetchInstance());
  const id = await loadStatus(test, raw);
  renderWithStore(<StatusCard id={id} />, test);
  return screen.getByRole("article");
}

describe("the handle of a post's author", () => {
  const alice = rawAccount("31", {
    username: "alice",
    acct: "alice",
    url: "http://127.0.0.1:3030/@alice",
  });

  it("takes the instance's domain, where the web address differs", async () => {
    const article = await renderOn(
      { domain: "strict.example", version: "4.3.0" },
      rawStatus(sid(1), { account: alice }),
    );
    expect(within(article).getByText("@alice@strict.example")).toBeVisible();
    expect(within(article).queryByText(/127\.0\.0\.1/)).toBeNull();
  });

  it("keeps a remote author's own domain", async () => {
    const carol = rawAccount("32", {
      username: "carol",
      acct: "carol@c.example",
      url: "https://www.c.example/@carol",
    });
    const article = await renderOn(
      { domain: "strict.example", version: "4.3.0" },
      rawStatus(sid(2), { account: carol }),
    );
    expect(within(article).getByText("@carol@c.example")).toBeVisible();
  });
});

describeWithFixtures("the handle of a real post's author", () => {
  it("a Mastodon split-domain server (v1 `uri`) names its local author by it", async () => {
    // benis911's address is on mastodon.social; this server's handles are
    // on example.social (LOCAL_DOMAIN ≠ WEB_DOMAIN).
    const instance = {
      ...fixture("mastodon-instance.json"),
      uri: "example.social",
    };
    const test = makeStore({ "/api/v1/instance": { body: instance } });
    await test.store.dispatch(fetchInstance());
    const id = await loadStatus(test, fixture("mastodon-reply-to-self.json"));
    renderWithStore(<StatusCard id={id} />, test);
    expect(screen.getByText("@benis911@example.social")).toBeVisible();
    expect(screen.queryByText("@benis911@mastodon.social")).toBeNull();
  });
});
