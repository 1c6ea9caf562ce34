import { selectLocalDomain } from "../../src/store/instance/selectors";
import { fullHandle } from "../../src/utils/handles";
import { instanceFetched, testReducer } from "../store/factories";
import { describeWithFixtures, readFixture } from "../support/fixtures";

const { reduce, initial } = testReducer();

/** The local domain once this instance response has been read. */
const localDomainOf = (raw: unknown) =>
  selectLocalDomain(reduce(initial, instanceFetched(raw)));

describe("full handles", () => {
  it("a local account takes the local domain; a remote one keeps its own", () => {
    expect(fullHandle({ acct: "alice" }, "strict.example")).toBe(
      "alice@strict.example",
    );
    expect(fullHandle({ acct: "carol@c.example" }, "strict.example")).toBe(
      "carol@c.example",
    );
  });

  it("before the instance is known: the server's own fqn, else the acct", () => {
    expect(selectLocalDomain(initial)).toBe("");
    expect(fullHandle({ acct: "alex", fqn: "alex@gleasonator.com" }, "")).toBe(
      "alex@gleasonator.com",
    );
    expect(fullHandle({ acct: "alex", fqn: "alex" }, "")).toBe("alex");
  });

  it("split domains: the handle domain, never the web address", () => {
    // Mastodon with LOCAL_DOMAIN example.social and WEB_DOMAIN
    // social.example.social: v2 says the former as `domain`, v1 as `uri`.
    expect(localDomainOf({ domain: "example.social", version: "4.3.0" })).toBe(
      "example.social",
    );
    expect(localDomainOf({ uri: "example.social", version: "4.1.0" })).toBe(
      "example.social",
    );
    // GoToSocial with an account-domain: its own field wins over the host.
    expect(
      localDomainOf({
        domain: "social.gts.example",
        account_domain: "gts.example",
        version: "0.19.1 git-abc",
      }),
    ).toBe("gts.example");
  });
});

describeWithFixtures("the local domain of real instances", () => {
  const real = (file: string) => localDomainOf(readFixture("real", file));

  it("reads v2 `domain` and v1 `uri`, without a scheme", () => {
    expect(real("mastodon-instance-v2.json")).toBe("mastodon.social");
    expect(real("mastodon-instance.json")).toBe("mastodon.social");
    expect(real("akkoma-instance.json")).toBe("fe.disroot.org");
    expect(real("gotosocial-instance.json")).toBe("localhost");
  });
});
