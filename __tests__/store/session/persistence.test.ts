import {
  forgetToken,
  loadToken,
  saveToken,
} from "../../../src/store/session/persistence";
import {
  forgetApp,
  loadApp,
  loadAppFor,
  saveApp,
  savePendingSignIn,
  takePendingSignIn,
} from "../../../src/store/session/signInStorage";
import { clearStorage } from "./support";

beforeEach(clearStorage);

const APP = {
  client_id: "id",
  client_secret: "secret",
  redirect_uri: "https://app.example/blog/login/callback",
  scopes: "read write follow push",
};

describe("session persistence", () => {
  it("keeps a token per server, in localStorage (it survives a reload)", () => {
    saveToken("https://a.example", "ta");
    saveToken("https://b.example", "tb");
    expect(loadToken("https://a.example")).toBe("ta");
    expect(localStorage.getItem("potluck:token:https://b.example")).toBe("tb");
    forgetToken("https://a.example");
    expect(loadToken("https://a.example")).toBeNull();
    expect(loadToken("https://b.example")).toBe("tb");
  });

  it("offers the stored app only for the same redirect URI and scopes", () => {
    saveApp("https://a.example", APP);
    expect(
      loadAppFor("https://a.example", APP.redirect_uri, APP.scopes),
    ).toEqual(APP);
    expect(
      loadAppFor("https://a.example", "https://app.example/x", APP.scopes),
    ).toBeNull();
    expect(
      loadAppFor("https://a.example", APP.redirect_uri, "read"),
    ).toBeNull();
    expect(loadApp("https://b.example")).toBeNull();
    forgetApp("https://a.example");
    expect(loadApp("https://a.example")).toBeNull();
  });

  it("reads a damaged stored app as none", () => {
    localStorage.setItem("potluck:app:https://a.example", "{not json");
    expect(loadApp("https://a.example")).toBeNull();
    localStorage.setItem(
      "potluck:app:https://a.example",
      JSON.stringify({ client_id: "only" }),
    );
    expect(loadApp("https://a.example")).toBeNull();
  });

  it("hands the sign-in under way out once, from sessionStorage", () => {
    const pending = {
      server: "https://a.example",
      state: "s",
      codeVerifier: null,
      redirectUri: APP.redirect_uri,
      returnTo: "/home",
    };
    expect(savePendingSignIn(pending)).toBe(true);
    expect(sessionStorage.getItem("potluck:signIn")).not.toBeNull();
    expect(takePendingSignIn()).toEqual(pending);
    expect(takePendingSignIn()).toBeNull();
  });

  it("survives storage that throws (blocked storage): nothing read, writes report false", () => {
    const fail = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(fail);
    expect(saveToken("https://a.example", "t")).toBe(false);
    expect(loadToken("https://a.example")).toBeNull();
    expect(() => forgetToken("https://a.example")).not.toThrow();
    expect(takePendingSignIn()).toBeNull();
  });
});
