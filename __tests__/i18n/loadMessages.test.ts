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

function respond(status: number, body: string) {
  return jest.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(body, {
      status,
      headers: { "content-type": "application/json" },
    }),
  );
}

describe("loadMessages", () => {
  it("loads the built-in catalogue and merges the operator's overrides", async () => {
    const fetchSpy = respond(
      200,
      JSON.stringify({ "errorScreen.home": "Back to the buffet", bad: 3 }),
    );
    const messages = await loadMessages("en", "/blog/");
    expect(fetchSpy).toHaveBeenCalledWith(
      "/blog/custom/locales/en.json",
      expect.anything(),
    );
    expect(messages["errorScreen.home"]).toBe("Back to the buffet");
    expect(messages["errorScreen.title"]).toBe(en["errorScreen.title"]);
    expect(messages).not.toHaveProperty("bad");
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
    await expect(loadMessages("en", "/")).resolves.toEqual(en);
    expect(error).not.toHaveBeenCalled();
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
