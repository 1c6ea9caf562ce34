/** @jest-environment node */
import { createHash, randomBytes } from "node:crypto";
import { startDemoServerProcess, type DemoServer } from "./demoServerProcess";

interface App {
  client_id: string;
  client_secret: string;
}
interface Token {
  access_token: string;
  token_type: string;
  scope: string;
}

let server: DemoServer;
let app: App;
const REDIRECT = "http://127.0.0.1:9/callback";

beforeAll(async () => {
  server = await startDemoServerProcess();
  const created = await server.api<App>("/api/v1/apps", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      client_name: "Potluck tests",
      redirect_uris: REDIRECT,
      scopes: "read write follow push",
    }),
  });
  app = created.body;
});
afterAll(async () => {
  await server.stop();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function authorize(
  username: string,
  password: string,
  challenge: string,
): Promise<Response> {
  return fetch(`${server.url}/oauth/authorize`, {
    ...form({
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      response_type: "code",
      scope: "read write",
      state: "xyz",
      code_challenge: challenge,
      code_challenge_method: "S256",
      username,
      password,
    }),
    redirect: "manual",
  });
}

describe("OAuth", () => {
  it("shows a login form for a registered client and rejects unknown ones", async () => {
    const query = new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      response_type: "code",
      scope: "read",
    });
    const page = await server.api<string>(
      `/oauth/authorize?${query.toString()}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="username">');
    expect(page.body).toContain("Potluck tests");
    query.set("client_id", "nobody");
    expect(
      (await server.api(`/oauth/authorize?${query.toString()}`)).status,
    ).toBe(400);
  });

  it("runs the authorization code flow with PKCE S256", async () => {
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    expect((await authorize("alice", "wrong", challenge)).status).toBe(401);
    const res = await authorize("alice", "potluck", challenge);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("xyz");
    const code = location.searchParams.get("code") ?? "";
    const exchange = (codeVerifier: string) =>
      server.api<Token & { error?: string }>(
        "/oauth/token",
        form({
          grant_type: "authorization_code",
          code,
          client_id: app.client_id,
          redirect_uri: REDIRECT,
          code_verifier: codeVerifier,
        }),
      );
    expect((await exchange("not-the-verifier")).status).toBe(400);
    const token = await exchange(verifier);
    expect(token.status).toBe(200);
    expect(token.body.token_type).toBe("Bearer");
    const me = await server.api<{ acct: string; source: { note: string } }>(
      "/api/v1/accounts/verify_credentials",
      { token: token.body.access_token },
    );
    expect(me.body.acct).toBe("alice");
    expect(me.body.source.note).toContain("Allotment");
    expect((await exchange(verifier)).status).toBe(400);
  });

  it("grants passwords, marks staff and revokes tokens", async () => {
    const token = await server.api<Token>(
      "/oauth/token",
      form({
        grant_type: "password",
        username: "maren",
        password: "potluck-admin",
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: "read write",
      }),
    );
    expect(token.status).toBe(200);
    const me = await server.api<{
      role: { name: string; permissions: string };
    }>("/api/v1/accounts/verify_credentials", {
      token: token.body.access_token,
    });
    expect(me.body.role.name).toBe("Admin");
    await server.api(
      "/oauth/revoke",
      form({
        token: token.body.access_token,
        client_id: app.client_id,
        client_secret: app.client_secret,
      }),
    );
    const after = await server.api("/api/v1/accounts/verify_credentials", {
      token: token.body.access_token,
    });
    expect(after.status).toBe(401);
  });
});
