import { actionSanitizer, stateSanitizer } from "../../../src/store/devTools";
import { sessionEnded, sessionStarted } from "../../../src/store/events";
import { restoreSession } from "../../../src/store/session/thunks";
import { completeSignIn } from "../../../src/store/session/signInThunks";
import { testReducer } from "../factories";

const { reduce, initial } = testReducer();

describe("session and auth slices", () => {
  it("a session ended as expired says so; signing out says nothing", () => {
    const started = reduce(
      initial,
      sessionStarted({ accessToken: "t", me: "1" }),
    );
    const expired = reduce(started, sessionEnded({ reason: "expired" }));
    expect(expired.session).toEqual({
      accessToken: null,
      me: null,
      staff: null,
    });
    expect(expired.auth.error).toBe("expired");
    const signedOut = reduce(started, sessionEnded());
    expect(signedOut.auth.error).toBeNull();
  });

  it("a verified session clears the error; adopting a token does not", () => {
    const expired = reduce(initial, sessionEnded({ reason: "expired" }));
    const adopted = reduce(expired, sessionStarted({ accessToken: "t" }));
    expect(adopted.auth.error).toBe("expired");
    const verified = reduce(
      adopted,
      sessionStarted({ accessToken: "t", me: "1" }),
    );
    expect(verified.auth.error).toBeNull();
  });

  it("tracks the sign-in and verification under way", () => {
    const arg = { code: "c", state: "s" };
    const signingIn = reduce(initial, completeSignIn.pending("r", arg));
    expect(signingIn.auth.status).toBe("signingIn");
    const failed = reduce(
      signingIn,
      completeSignIn.rejected(null, "r", arg, { message: "x", status: 400 }),
    );
    expect(failed.auth).toEqual({ status: "idle", error: "signInFailed" });
    const verifying = reduce(initial, restoreSession.pending("r", undefined));
    expect(verifying.auth.status).toBe("verifying");
    expect(
      reduce(verifying, restoreSession.fulfilled("verified", "r", undefined))
        .auth.status,
    ).toBe("idle");
  });

  it("DevTools never show the token, in state or in the session action", () => {
    const action = sessionStarted({ accessToken: "secret", me: "1" });
    expect(JSON.stringify(actionSanitizer(action))).not.toContain("secret");
    expect(action.payload.accessToken).toBe("secret");
    const state = reduce(initial, action);
    expect(JSON.stringify(stateSanitizer(state))).not.toContain("secret");
  });
});
