import {
  commandOf,
  isOwnActivation,
  isOwnedByFocus,
} from "../../../src/features/admin/queueKeys";
import {
  filtersFromSearch,
  searchOfFilters,
} from "../../../src/features/admin/reportFilters";
import { DEFAULT_REPORT_FILTERS } from "../../../src/store/admin/reports/queue";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("the queue's keys", () => {
  it("maps the issue's keys to commands", () => {
    expect(
      [
        "j",
        "k",
        "Enter",
        "Escape",
        "a",
        "r",
        "o",
        "w",
        "l",
        "s",
        "d",
        "u",
        "?",
      ].map((k) => commandOf(key(k))),
    ).toEqual([
      "next",
      "previous",
      "open",
      "close",
      "assign",
      "resolve",
      "reopen",
      "warn",
      "limit",
      "suspend",
      "deletePosts",
      "undo",
      "help",
    ]);
    expect(commandOf(key("x"))).toBeNull();
  });

  it("leaves a key held with Ctrl, Cmd or Alt to the browser", () => {
    expect(commandOf(key("r", { ctrlKey: true }))).toBeNull();
    expect(commandOf(key("r", { metaKey: true }))).toBeNull();
    expect(commandOf(key("j", { altKey: true }))).toBeNull();
  });

  it("leaves keys typed in a field or pressed in a dialog to them", () => {
    document.body.innerHTML = `
      <input id="field" />
      <div role="dialog"><button id="inside">OK</button></div>
      <a href="/x" id="link">x</a>
      <a href="/admin/reports/1" data-report-row id="row">report</a>
      <p id="text">text</p>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isOwnedByFocus(byId("field"))).toBe(true);
    expect(isOwnedByFocus(byId("inside"))).toBe(true);
    expect(isOwnedByFocus(byId("text"))).toBe(false);
    // Enter on a link or button does its own thing; on a queue row it opens the report.
    expect(isOwnActivation(byId("link"))).toBe(true);
    expect(isOwnActivation(byId("row"))).toBe(false);
    expect(isOwnActivation(byId("text"))).toBe(false);
  });
});

describe("the queue's filters in the address", () => {
  it("leaves the defaults out and reads back what it wrote", () => {
    expect(searchOfFilters(DEFAULT_REPORT_FILTERS)).toBe("");
    const filters = {
      state: "resolved" as const,
      order: "oldest" as const,
      reporterId: "8",
      targetId: "7",
      origin: "remote" as const,
      mine: true,
    };
    const search = searchOfFilters(filters);
    expect(search).toBe(
      "?state=resolved&order=oldest&target=7&reporter=8&origin=remote&mine=1",
    );
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it("reads unknown or empty values as the defaults", () => {
    expect(
      filtersFromSearch(
        new URLSearchParams(
          "state=maybe&order=up&origin=mars&target=&mine=yes",
        ),
      ),
    ).toEqual(DEFAULT_REPORT_FILTERS);
  });
});
