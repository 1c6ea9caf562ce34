import {
  adoptOAuthRedirect,
  signInRedirectUri,
} from "../../../src/features/auth/authPaths";
import { paths, safeReturnPath } from "../../../src/utils/paths";

const page = { origin: "https://app.example", pathname: "/blog/" };

describe("auth paths", () => {
  it("builds the sign-in path with where to return", () => {
    expect(paths.login()).toBe("/login");
    expect(paths.login("/home")).toBe("/login");
    expect(paths.login("/login/callback?code=x")).toBe("/login");
    expect(paths.login("//evil.example")).toBe("/login");
    expect(paths.login("/@alice?x=1")).toBe("/login?next=%2F%40alice%3Fx%3D1");
  });

  it("accepts only app paths to return to", () => {
    expect(safeReturnPath("/@alice")).toBe("/@alice");
    expect(safeReturnPath("/search?q=bread")).toBe("/search?q=bread");
    for (const unsafe of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/login",
      "/login/callback?code=x",
    ]) {
      expect(safeReturnPath(unsafe)).toBe("/home");
    }
  });

  it("history mode: the callback route under the base path", () => {
    expect(
      signInRedirectUri({ basename: "/blog", useHashRouter: false }, page),
    ).toBe("https://app.example/blog/login/callback");
    expect(
      signInRedirectUri({ basename: "", useHashRouter: false }, page),
    ).toBe("https://app.example/login/callback");
  });

  it("hash mode: the page itself, since a server cannot answer into a fragment", () => {
    expect(
      signInRedirectUri({ basename: "/blog", useHashRouter: true }, page),
    ).toBe("https://app.example/blog/");
  });

  it("hash mode: moves the server's ?code=&state= into the callback route", () => {
    const history = { replaceState: jest.fn() };
    const landed = { pathname: "/blog/", search: "?code=c&state=s", hash: "" };
    expect(adoptOAuthRedirect({ useHashRouter: true }, landed, history)).toBe(
      true,
    );
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      "",
      "/blog/#/login/callback?code=c&state=s",
    );
  });

  it("leaves other pages alone", () => {
    const history = { replaceState: jest.fn() };
    const cases = [
      [true, { pathname: "/", search: "?q=1", hash: "" }],
      [true, { pathname: "/", search: "?code=c&state=s", hash: "#/search" }],
      [false, { pathname: "/", search: "?code=c&state=s", hash: "" }],
    ] as const;
    for (const [useHashRouter, location] of cases) {
      expect(adoptOAuthRedirect({ useHashRouter }, location, history)).toBe(
        false,
      );
    }
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
