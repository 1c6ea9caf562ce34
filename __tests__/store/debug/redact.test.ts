import { sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import {
  exportDebugLog,
  startRecording,
  stopRecording,
} from "../../../src/store/debug/recording";
import { createRedactor, placeholder } from "../../../src/store/debug/redact";
import { parseDebugLog } from "../../../src/store/debug/debugLog";
import { replayActions } from "../../../src/store/replay";
import type { RootState } from "../../../src/store/rootReducer";
import { fakeClient, rawStatus } from "../factories";

const SECRETS = {
  token: "tok_Secret_Access_1",
  iceshrimp: "ice_Secret_Key_2",
  code: "oauth_Secret_Code_3",
  password: "hunter2-Secret-4",
  newPassword: "Secret-New-Pass-5",
  email: "maren.secret@example.com",
  clientSecret: "client_Secret_6",
  dm: "meet me at the secret jetty at nine",
  privatePost: "followers only: the secret recipe",
  chat: "secret chat message",
} as const;

const { client } = fakeClient({});

function dmStatus(id: string, visibility: string, text: string) {
  return {
    ...rawStatus(id),
    visibility,
    content: `<p>${text}</p>`,
    spoiler_text: "",
  };
}

/** A session in which every kind of secret passes through the store. */
function secretSession() {
  const store = createAppStore({ client });
  startRecording(store);
  store.dispatch(sessionStarted({ accessToken: SECRETS.token }));
  const actions = [
    {
      type: "session/completeSignIn/pending",
      meta: { arg: { code: SECRETS.code, state: "xyz" }, requestId: "r1" },
    },
    {
      type: "settings/changePassword/pending",
      meta: {
        arg: {
          current_password: SECRETS.password,
          password: SECRETS.newPassword,
          password_confirmation: SECRETS.newPassword,
        },
      },
    },
    {
      type: "settings/changeEmail/pending",
      meta: { arg: { email: SECRETS.email } },
    },
    {
      type: "session/iceshrimp",
      payload: { iceshrimpToken: SECRETS.iceshrimp },
    },
    { type: "session/app", payload: { client_secret: SECRETS.clientSecret } },
    {
      type: "test/statuses",
      payload: {
        statuses: [
          dmStatus("1", "direct", SECRETS.dm),
          dmStatus("2", "private", SECRETS.privatePost),
          dmStatus("3", "public", "hello world"),
        ],
        chat: { id: "c1", chat_id: "9", content: SECRETS.chat },
        link: `https://example.social/stream?access_token=${SECRETS.token}&x=1`,
        contact: `<a href="mailto:${SECRETS.email}">write</a>`,
      },
    },
  ];
  for (const action of actions) store.dispatch(action);
  return store;
}

afterEach(stopRecording);

describe("debug log redaction", () => {
  it("lets no secret out of the tab, nor private text unless asked", () => {
    secretSession();
    const text = exportDebugLog({ includePrivate: false, locale: "en" }) ?? "";
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of Object.values(SECRETS)) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("hello world");
    expect(text).toContain(`<p>${placeholder(SECRETS.dm)}</p>`);
  });

  it("keeps private text when the member includes it, never the secrets", () => {
    secretSession();
    const text = exportDebugLog({ includePrivate: true, locale: "en" }) ?? "";
    expect(text).toContain(SECRETS.dm);
    expect(text).toContain(SECRETS.chat);
    for (const secret of [
      SECRETS.token,
      SECRETS.code,
      SECRETS.password,
      SECRETS.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("still replays a session it redacted", () => {
    const store = secretSession();
    const log = parseDebugLog(
      exportDebugLog({ includePrivate: false, locale: "en" }) ?? "",
    );
    const replayed = replayActions(log.state, log.actions, (state: RootState) =>
      createAppStore({ client, preloadedState: state, replay: true }),
    );
    expect(replayed.session.me).toBe(store.getState().session.me);
    expect(replayed.session.accessToken).toBe("(redacted)");
  });

  it("is idempotent and keeps shapes", () => {
    const redact = createRedactor({ includePrivate: false });
    const value = {
      password: "p",
      list: [dmStatus("1", "direct", "ab cd")],
      n: 3,
      empty: null,
    };
    const once = redact(value);
    expect(redact(once)).toEqual(once);
    expect(once).toEqual({
      password: "(redacted)",
      list: [{ ...dmStatus("1", "direct", "ab cd"), content: "<p>xx xx</p>" }],
      n: 3,
      empty: null,
    });
  });
});
