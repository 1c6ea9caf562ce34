import {
  authorizeUrl,
  getVerifyAppCredentials,
  postApp,
  postRevoke,
  postToken,
} from "../../../src/api/endpoints/oauth";
import { rawApp, recordingClient } from "../../store/session/support";

describe("oauth endpoints", () => {
  it("postApp registers the app and reads its credentials", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/apps": () => ({
        // Before Mastodon 4.3 (and on Pleroma): one newline-separated redirect_uri.
        body: { ...rawApp(), redirect_uris: undefined, redirect_uri: "a\nb" },
      }),
    });
    const app = await postApp(client, {
      client_name: "Potluck",
      redirect_uris: "https://app.example/cb",
      scopes: "read write follow push",
      website: "https://app.example",
    });
    expect(app).toMatchObject({
      client_id: "client-1",
      client_secret: "secret-1",
      redirect_uris: ["a", "b"],
    });
    expect(calls[0]?.body).toEqual({
      client_name: "Potluck",
      redirect_uris: "https://app.example/cb",
      scopes: "read write follow push",
      website: "https://app.example",
    });
  });

  it("postToken sends the authorization-code and password grants", async () => {
    const { client, calls } = recordingClient({
      "POST /oauth/token": () => ({
        body: {
          access_token: "t",
          token_type: "Bearer",
          scope: "read",
          created_at: 1,
        },
      }),
    });
    const token = await postToken(client, {
      grant_type: "authorization_code",
      client_id: "i",
      client_secret: "s",
      redirect_uri: "https://app.example/cb",
      code: "c",
      code_verifier: "v",
    });
    expect(token.access_token).toBe("t");
    await postToken(client, {
      grant_type: "password",
      client_id: "i",
      client_secret: "s",
      username: "alice",
      password: "potluck",
      scope: "read",
    });
    expect(calls.map((c) => c.body)).toEqual([
      {
        grant_type: "authorization_code",
        client_id: "i",
        client_secret: "s",
        redirect_uri: "https://app.example/cb",
        code: "c",
        code_verifier: "v",
      },
      {
        grant_type: "password",
        client_id: "i",
        client_secret: "s",
        username: "alice",
        password: "potluck",
        scope: "read",
      },
    ]);
  });

  it("postToken raises the OAuth error of a refused grant", async () => {
    const { client } = recordingClient({
      "POST /oauth/token": () => ({
        status: 400,
        body: { error: "invalid_grant", error_description: "expired" },
      }),
    });
    await expect(
      postToken(client, {
        grant_type: "authorization_code",
        client_id: "i",
        client_secret: "s",
        redirect_uri: "r",
        code: "c",
      }),
    ).rejects.toMatchObject({ status: 400, message: "invalid_grant" });
  });

  it("postRevoke posts the token with the client's credentials", async () => {
    const { client, calls } = recordingClient({
      "POST /oauth/revoke": () => ({ body: {} }),
    });
    await postRevoke(client, {
      client_id: "i",
      client_secret: "s",
      token: "t",
    });
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/oauth/revoke",
      body: { client_id: "i", client_secret: "s", token: "t" },
    });
  });

  it("getVerifyAppCredentials reads the app of the current token", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/apps/verify_credentials": () => ({
        body: {
          name: "Potluck",
          website: "https://app.example",
          scopes: ["read"],
        },
      }),
    });
    client.accessToken = "t";
    await expect(getVerifyAppCredentials(client)).resolves.toEqual({
      name: "Potluck",
      website: "https://app.example",
    });
    expect(calls[0]?.authorization).toBe("Bearer t");
  });

  it("authorizeUrl is the server's authorization page, with PKCE where there is a challenge", () => {
    const { client } = recordingClient({});
    const params = {
      client_id: "client-1",
      redirect_uri: "https://app.example/cb",
      scope: "read write follow push",
      state: "s1",
    };
    const withPkce = new URL(
      authorizeUrl(client, { ...params, code_challenge: "c1" }),
    );
    expect(withPkce.origin + withPkce.pathname).toBe(
      new URL("/oauth/authorize", client.baseUrl).toString(),
    );
    expect(Object.fromEntries(withPkce.searchParams)).toEqual({
      response_type: "code",
      ...params,
      code_challenge: "c1",
      code_challenge_method: "S256",
    });
    const plain = new URL(
      authorizeUrl(client, { ...params, code_challenge: null }),
    );
    expect(plain.searchParams.has("code_challenge")).toBe(false);
    expect(plain.searchParams.has("code_challenge_method")).toBe(false);
  });
});
