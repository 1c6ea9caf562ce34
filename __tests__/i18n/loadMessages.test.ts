import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { parse as parseOnDemand } from "@formatjs/icu-messageformat-parser/index.js";
import { IntlMessageFormat } from "intl-messageformat";
import en from "../../locales/en.json";
import { loadMessages } from "../../src/i18n/loadMessages";

// Stands for a chunk that fails to load, whether or not eo.json exists yet.
jest.mock(
  "../../locales/eo.json",
  () => {
    throw new Error("Loading chunk locale-eo failed.");
  },
  { virtual: true },
);

// Stands for the chunk the build emits: the catalogue as ASTs.
jest.mock("../../locales/fr.json", () => {
  const { precompileCatalogue } = jest.requireActual<
    typeof import("../../tools/webpack/precompileMessagesLoader")
  >("../../tools/webpack/precompileMessagesLoader");
  const texts = jest.requireActual<Record<string, string>>(
    "../../locales/fr.json",
  );
  const english = jest.requireActual<Record<string, string>>(
    "../../locales/en.json",
  );
  return precompileCatalogue(texts, english, "fr").catalogue;
});

// The parser loadMessages imports on demand, watched.
jest.mock("@formatjs/icu-messageformat-parser/index.js", () => {
  const actual = jest.requireActual<
    typeof import("@formatjs/icu-messageformat-parser")
  >("@formatjs/icu-messageformat-parser/index.js");
  return { ...actual, parse: jest.fn(actual.parse) };
});

const compiledEn = Object.fromEntries(
  Object.entries(en).map(([id, text]) => [id, parse(text)]),
);

function respond(status: number, body: string) {
  return jest.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(body, {
      status,
      headers: { "content-type": "application/json" },
    }),
  );
}

function format(message: MessageFormatElement[] | undefined, values = {}) {
  if (!message) throw new Error("no such message");
  return new IntlMessageFormat(message, "en").format(values);
}

describe("loadMessages", () => {
  it("merges the operator's overrides, parsed, over the built-in catalogue", async () => {
    const fetchSpy = respond(
      200,
      JSON.stringify({
        "errorScreen.home": "Back to the buffet",
        "account.mute.days": "{count, plural, one {# night} other {# nights}}",
        bad: 3,
      }),
    );
    const messages = await loadMessages("en", "/blog/");
    expect(fetchSpy).toHaveBeenCalledWith(
      "/blog/custom/locales/en.json",
      expect.anything(),
    );
    expect(messages["errorScreen.home"]).toEqual([
      { type: TYPE.literal, value: "Back to the buffet" },
    ]);
    expect(format(messages["account.mute.days"], { count: 3 })).toBe(
      "3 nights",
    );
    expect(messages["errorScreen.title"]).toEqual(
      compiledEn["errorScreen.title"],
    );
    expect(messages).not.toHaveProperty("bad");
  });

  it("drops an override that is not valid ICU, with a warning, and keeps the built-in message", async () => {
    respond(
      200,
      JSON.stringify({
        "errorScreen.home": "Back to {place",
        "errorScreen.title": "Oops.",
      }),
    );
    const warn = jest
      .spyOn(console, "warn")
      .mockImplementation(() => undefined);
    const messages = await loadMessages("en", "/");
    expect(messages["errorScreen.home"]).toEqual(
      compiledEn["errorScreen.home"],
    );
    expect(format(messages["errorScreen.title"])).toBe("Oops.");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Dropped "errorScreen.home" of /custom/locales/en.json: not valid ICU',
      expect.any(Error),
    );
  });

  it("takes the built-in ASTs as they are, and loads no parser without overrides", async () => {
    respond(404, "Not Found");
    // The mock of the chunk compiles with the watched parser: not counted.
    await import("../../locales/fr.json");
    jest.mocked(parseOnDemand).mockClear();
    const messages = await loadMessages("fr", "/");
    expect(parseOnDemand).not.toHaveBeenCalled();
    expect(format(messages["errorScreen.home"])).toBe(
      jest.requireActual<Record<string, string>>("../../locales/fr.json")[
        "errorScreen.home"
      ],
    );
  });

  it.each([
    ["a 404", () => respond(404, "Not Found")],
    ["bad JSON", () => respond(200, "{ nope")],
    ["a JSON array", () => respond(200, "[1, 2]")],
    [
      "a network failure",
      () =>
        jest
          .spyOn(globalThis, "fetch")
          .mockRejectedValue(new TypeError("offline")),
    ],
  ])("treats %s override as no overrides", async (_, setUp) => {
    setUp();
    const error = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const warn = jest.spyOn(console, "warn");
    await expect(loadMessages("en", "/")).resolves.toEqual(compiledEn);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs and re-throws a failed built-in load", async () => {
    respond(404, "");
    const error = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    await expect(loadMessages("eo", "/")).rejects.toThrow(
      "Loading chunk locale-eo failed.",
    );
    expect(error).toHaveBeenCalledWith(
      'Failed to load the "eo" messages',
      expect.objectContaining({ message: "Loading chunk locale-eo failed." }),
    );
  });
});
