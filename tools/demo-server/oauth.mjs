// OAuth for demo members: app registration, an authorize page with a login
// form (authorization code, PKCE S256 or plain), the token endpoint
// (authorization_code, password, client_credentials) and revocation.
// Apps and tokens survive /__control/reset so signed-in test pages stay signed in.
import { createHash, randomBytes } from "node:crypto";
import { ApiFailure } from "./errors.mjs";
import { loginPage, codePage } from "./oauthPages.mjs";
import { htmlReply, redirect, reply } from "./http.mjs";

const OOB = "urn:ietf:wg:oauth:2.0:oob";
const secret = () => randomBytes(24).toString("base64url");

export function createAuth() {
  const apps = new Map();
  const tokens = new Map();
  const codes = new Map();
  let tokenSeq = 0;

  const issue = (
    accountId,
    { clientId = null, scope = "read write follow push" } = {},
  ) => {
    const record = {
      id: String(++tokenSeq),
      access_token: secret(),
      refresh_token: secret(),
      account_id: accountId,
      client_id: clientId,
      scope,
      created_at: Math.floor(Date.now() / 1000),
    };
    tokens.set(record.access_token, record);
    return record;
  };

  return {
    apps,
    tokens,
    codes,
    issue,
    /** The token's record, marked as used now (sessions list when each was last used). */
    lookup(token) {
      const record = tokens.get(token) ?? null;
      if (record) record.last_used = Date.now();
      return record;
    },
  };
}

function splitList(value) {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean);
}

function verifyPkce(entry, verifier) {
  if (!entry.challenge) return true;
  if (!verifier) return false;
  const expected =
    entry.method === "S256"
      ? createHash("sha256").update(verifier).digest("base64url")
      : verifier;
  return expected === entry.challenge;
}

function tokenReply(ctx, record) {
  const out = {
    access_token: record.access_token,
    token_type: "Bearer",
    scope: record.scope,
    created_at: record.created_at,
  };
  if (ctx.family.has("pleromaEntities")) {
    const account = record.account_id
      ? ctx.store.account(record.account_id)
      : null;
    Object.assign(out, {
      id: record.id,
      refresh_token: record.refresh_token,
      expires_in: 315360000,
      me: account?.url ?? null,
    });
  }
  return out;
}

/** Finds a member by username or e-mail and checks the password. */
function checkLogin(store, username, password) {
  const name = String(username ?? "").trim();
  const account =
    store.findAccount(name) ??
    [...store.emails]
      .map(([id, email]) => (email === name ? store.account(id) : null))
      .find(Boolean);
  if (!account || account.domain) return null;
  return store.passwords.get(account.id) === password ? account : null;
}

const oauthError = (status, error, description) =>
  reply({ error, error_description: description }, { status });

/** @param {import("./http.mjs").Router} router */
export function addAuthRoutes(router, auth) {
  router.add("POST", "/api/v1/apps", (ctx) => {
    const { body } = ctx;
    if (!body.client_name)
      throw new ApiFailure(
        422,
        "Validation failed: Application name can't be blank",
      );
    const redirectUris = splitList(body.redirect_uris || OOB);
    const app = {
      id: String(auth.apps.size + 1),
      name: String(body.client_name),
      website: body.website ?? null,
      scopes: splitList(body.scopes || "read"),
      redirect_uri: redirectUris.join("\n"),
      redirect_uris: redirectUris,
      client_id: secret(),
      client_secret: secret(),
      client_secret_expires_at: 0,
      vapid_key:
        "BDemoPotluckVapidKeyNotUsedForAnythingBecauseThereIsNoPushHere000000000000000000000000000",
    };
    auth.apps.set(app.client_id, app);
    return app;
  });

  router.add("GET", "/api/v1/apps/verify_credentials", (ctx) => {
    if (!ctx.token) throw new ApiFailure(401, "The access token is invalid");
    const app = auth.apps.get(ctx.token.client_id);
    return {
      id: app?.id ?? "0",
      name: app?.name ?? "Potluck demo control",
      website: app?.website ?? null,
      scopes: splitList(ctx.token.scope),
      redirect_uris: app?.redirect_uris ?? [],
      vapid_key: app?.vapid_key ?? "",
    };
  });

  const authorizeParams = (source) => ({
    client_id: String(source.client_id ?? ""),
    redirect_uri: String(source.redirect_uri ?? OOB),
    scope: String(source.scope ?? "read"),
    state: source.state === undefined ? "" : String(source.state),
    code_challenge: String(source.code_challenge ?? ""),
    code_challenge_method: String(source.code_challenge_method ?? ""),
    response_type: String(source.response_type ?? "code"),
  });

  const checkClient = (params) => {
    const app = auth.apps.get(params.client_id);
    if (!app)
      return "The client is unknown. Register it with POST /api/v1/apps first.";
    if (!app.redirect_uris.includes(params.redirect_uri))
      return "The redirect URI is not registered for this client.";
    if (
      params.code_challenge &&
      !["S256", "plain"].includes(params.code_challenge_method || "plain")
    ) {
      return "Only the S256 and plain code challenge methods are supported.";
    }
    return null;
  };

  router.add("GET", "/oauth/authorize", (ctx) => {
    const params = authorizeParams(Object.fromEntries(ctx.url.searchParams));
    const problem = checkClient(params);
    const app = auth.apps.get(params.client_id);
    return htmlReply(
      loginPage({ ctx, params, app, error: problem, fatal: Boolean(problem) }),
      problem ? 400 : 200,
    );
  });

  router.add("POST", "/oauth/authorize", (ctx) => {
    const params = authorizeParams(ctx.body);
    const problem = checkClient(params);
    const app = auth.apps.get(params.client_id);
    if (problem)
      return htmlReply(
        loginPage({ ctx, params, app, error: problem, fatal: true }),
        400,
      );
    const account = checkLogin(ctx.store, ctx.body.username, ctx.body.password);
    if (!account) {
      const error = "That username and password do not match a demo member.";
      return htmlReply(loginPage({ ctx, params, app, error }), 401);
    }
    const code = secret();
    auth.codes.set(code, {
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      scope: params.scope,
      account_id: account.id,
      challenge: params.code_challenge || null,
      method: params.code_challenge_method || "plain",
      expires: Date.now() + 10 * 60 * 1000,
    });
    if (params.redirect_uri === OOB) return htmlReply(codePage(code));
    const target = new URL(params.redirect_uri);
    target.searchParams.set("code", code);
    if (params.state) target.searchParams.set("state", params.state);
    return redirect(target.toString());
  });

  router.add("POST", "/oauth/token", (ctx) => {
    const b = ctx.body;
    const app = auth.apps.get(String(b.client_id ?? ""));
    const grant = String(b.grant_type ?? "");
    const secretOk =
      app && (!b.client_secret || b.client_secret === app.client_secret);
    if (grant === "authorization_code") {
      const entry = auth.codes.get(String(b.code ?? ""));
      if (
        !entry ||
        entry.expires < Date.now() ||
        entry.client_id !== b.client_id
      ) {
        return oauthError(
          400,
          "invalid_grant",
          "The authorization code is invalid, expired or for another client.",
        );
      }
      if (!secretOk && !entry.challenge)
        return oauthError(
          401,
          "invalid_client",
          "Client authentication failed.",
        );
      if (b.redirect_uri && b.redirect_uri !== entry.redirect_uri) {
        return oauthError(
          400,
          "invalid_grant",
          "The redirect URI does not match the authorization request.",
        );
      }
      if (!verifyPkce(entry, b.code_verifier))
        return oauthError(
          400,
          "invalid_grant",
          "The code verifier does not match the challenge.",
        );
      auth.codes.delete(String(b.code));
      return tokenReply(
        ctx,
        auth.issue(entry.account_id, {
          clientId: entry.client_id,
          scope: entry.scope,
        }),
      );
    }
    if (!app || !secretOk)
      return oauthError(401, "invalid_client", "Client authentication failed.");
    if (grant === "password") {
      const account = checkLogin(ctx.store, b.username, b.password);
      if (!account)
        return oauthError(
          400,
          "invalid_grant",
          "The username or password is wrong.",
        );
      return tokenReply(
        ctx,
        auth.issue(account.id, {
          clientId: app.client_id,
          scope: String(b.scope ?? "read"),
        }),
      );
    }
    if (grant === "client_credentials") {
      return tokenReply(
        ctx,
        auth.issue(null, {
          clientId: app.client_id,
          scope: String(b.scope ?? "read"),
        }),
      );
    }
    return oauthError(
      400,
      "unsupported_grant_type",
      `The grant type "${grant}" is not supported.`,
    );
  });

  router.add("POST", "/oauth/revoke", (ctx) => {
    const record = auth.tokens.get(String(ctx.body.token ?? ""));
    if (
      record &&
      record.client_id &&
      ctx.body.client_id &&
      record.client_id !== ctx.body.client_id
    ) {
      return oauthError(
        403,
        "unauthorized_client",
        "You are not authorized to revoke this token.",
      );
    }
    if (record) auth.tokens.delete(record.access_token);
    return {};
  });
}
