// The HTML of the OAuth authorize page: a plain, accessible login form.
import { escapeHtml as e } from "./text.mjs";

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f1ec;color:#222}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #888;border-radius:6px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:700;color:#fff;background:#a8431b;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.error{color:#9b1c1c;background:#fde8e8;padding:.6rem;border-radius:6px}
.hint{font-size:.9rem;color:#444;margin-top:1.5rem}code{background:#eee;padding:0 .2rem;border-radius:3px}`;

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function demoMembers(store) {
  return [...store.passwords]
    .map(([id, password]) => {
      const account = store.account(id);
      const staff = account.role ? ` (${account.role})` : "";
      return `<li><code>${e(account.username)}</code> / <code>${e(password)}</code>${e(staff)}</li>`;
    })
    .join("");
}

/** The login form; `fatal` leaves the form out (unknown client or redirect URI). */
export function loginPage({ ctx, params, app, error, fatal = false }) {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}">`)
    .join("");
  const alert = error ? `<p class="error" role="alert">${e(error)}</p>` : "";
  const form = fatal
    ? ""
    : `<form method="post" action="/oauth/authorize">${hidden}
<label for="username">Username or e-mail</label><input id="username" name="username" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in and authorize</button></form>
<div class="hint"><p>This is the Potluck demo server, a development tool. Demo members:</p><ul>${demoMembers(ctx.store)}</ul></div>`;
  const who = app
    ? `<p><strong>${e(app.name)}</strong> asks for access: <code>${e(params.scope)}</code>.</p>`
    : "";
  return page(
    "Sign in: Potluck demo server",
    `<h1>Sign in to ${e(ctx.store.instance.title ?? "the demo server")}</h1>${who}${alert}${form}`,
  );
}

export function codePage(code) {
  return page(
    "Authorization code",
    `<h1>Authorization code</h1><p>Copy this code into the application:</p><p><code id="code">${e(code)}</code></p>`,
  );
}
