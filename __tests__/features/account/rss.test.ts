import { accountSchema } from "../../../src/api/schemas/account";
import { instanceSchema } from "../../../src/api/schemas/instance";
import { getFeatures } from "../../../src/api/serverFeatures";
import { accountRssUrl } from "../../../src/features/account/rss";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

function rssOf(
  accountFile: string,
  instanceFile: string,
  over: Record<string, unknown> = {},
) {
  const instance = instanceSchema.parse(readFixture("real", instanceFile));
  const account = accountSchema.parse({
    ...(readFixture("real", accountFile) as object),
    ...over,
  });
  return accountRssUrl(account, getFeatures(instance));
}

describeWithFixtures("accountRssUrl", () => {
  it("is {url}.rss on Mastodon", () => {
    expect(rssOf("mastodon-account.json", "mastodon-instance.json")).toBe(
      "https://mastodon.social/@benis911.rss",
    );
  });

  it("is {url}/feed.rss on Pleroma and Akkoma", () => {
    expect(rssOf("pleroma-account.json", "pleroma-instance.json")).toBe(
      "https://gleasonator.com/users/alex/feed.rss",
    );
    expect(rssOf("pleroma-account.json", "akkoma-instance.json")).toBe(
      "https://gleasonator.com/users/alex/feed.rss",
    );
  });

  it("is absent for remote accounts", () => {
    expect(
      rssOf("account-moved.json", "mastodon-instance.json", {
        acct: "benis911@mastodon.social",
      }),
    ).toBeNull();
  });

  it("follows GoToSocial's per-account enable_rss", () => {
    expect(
      rssOf("gotosocial-account.json", "gotosocial-instance.json"),
    ).toBeNull();
    expect(
      rssOf("gotosocial-account.json", "gotosocial-instance.json", {
        enable_rss: true,
      }),
    ).toBe("http://localhost/@alex/feed.rss");
  });

  it("is absent where the server serves no feeds (Friendica)", () => {
    expect(
      rssOf("mastodon-account.json", "friendica-instance.json"),
    ).toBeNull();
  });
});
