import {
  authorizeInteractionUrl,
  parseRemoteTarget,
} from "../../../src/features/account/remoteTarget";

describe("parseRemoteTarget", () => {
  it.each([
    ["@me@my.server", { kind: "handle", username: "me", domain: "my.server" }],
    ["me@My.Server", { kind: "handle", username: "me", domain: "my.server" }],
    [
      "  @first.last@social.example.org  ",
      { kind: "handle", username: "first.last", domain: "social.example.org" },
    ],
    [
      "@dev@localhost:3000",
      { kind: "handle", username: "dev", domain: "localhost:3000" },
    ],
    ["my.server", { kind: "server", domain: "my.server" }],
    ["https://my.server/", { kind: "server", domain: "my.server" }],
  ])("reads %j", (input, expected) => {
    expect(parseRemoteTarget(input)).toEqual(expected);
  });

  it.each([
    "",
    "me",
    "@me",
    "@me@",
    "@me@server",
    "me@my server.org",
    "@a@b@c.org",
    "https://my.server/@me",
    "-bad-.org",
  ])("rejects %j", (input) => {
    expect(parseRemoteTarget(input)).toBeNull();
  });
});

describe("authorizeInteractionUrl", () => {
  it("points at the visitor's server with the object's URI encoded", () => {
    expect(
      authorizeInteractionUrl(
        "my.server",
        "https://gleasonator.com/users/alex",
      ),
    ).toBe(
      "https://my.server/authorize_interaction?uri=https%3A%2F%2Fgleasonator.com%2Fusers%2Falex",
    );
  });
});
