import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { visible } from "./support/page";

/*
 * The interface language (issue 6): chosen from the browser's languages (or
 * the operator's `locale`), loaded as one chunk of its own, applied to the
 * text, `lang` and `dir`; right-to-left locales mirror the layout.
 */

type Catalogue = Record<string, string>;

function catalogue(code: string): Catalogue {
  const file = path.join(__dirname, "../../locales", `${code}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Catalogue;
}

function message(code: string, id: string): string {
  const text = catalogue(code)[id];
  if (text === undefined) throw new Error(`${code} lacks ${id}`);
  return text;
}

/** Records the locale chunks a page fetches. */
function localeChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const match = /\/(locale-[\w-]+?)-json\.[\w]+\.js$/.exec(request.url());
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

interface Layout {
  lang: string;
  dir: string;
  /** Left edges of the people panel (left column in LTR) and the main column. */
  peopleX: number;
  mainX: number;
}

async function layoutOf(page: Page, peopleTitle: string): Promise<Layout> {
  const people = page.getByRole("heading", { name: peopleTitle }).first();
  await people.waitFor();
  const peopleBox = await people.boundingBox();
  const mainBox = await page.locator("main#main").boundingBox();
  return page.evaluate(
    ([peopleX, mainX]) => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      peopleX,
      mainX,
    }),
    [peopleBox?.x ?? -1, mainBox?.x ?? -1] as const,
  );
}

describeInBrowser("interface languages", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  afterEach(async () => {
    await e2e.server.control("config", {});
  });

  it.each([
    ["de-DE", "de", "ltr"],
    ["ja", "ja", "ltr"],
    ["pt-BR", "pt-BR", "ltr"],
    ["ar-EG", "ar", "rtl"],
    ["he", "he", "rtl"],
  ])(
    "a browser asking for %s gets %s, one locale chunk and %s layout",
    async (browserLocale, code, dir) => {
      let chunks: string[] = [];
      const page = await e2e.open("/", {
        locale: browserLocale,
        prepare: (p) => {
          chunks = localeChunks(p);
          return Promise.resolve();
        },
      });
      await visible(page.getByRole("article"));
      const layout = await layoutOf(
        page,
        message(code, "directory.panel.title"),
      );
      expect(layout.lang).toBe(code);
      expect(layout.dir).toBe(dir);
      await visible(
        page.getByRole("heading", {
          name: message(code, "topics.panel.title"),
        }),
      );
      await visible(
        page.getByPlaceholder(message(code, "search.box.placeholder")),
      );
      // The people panel is the first column: left in LTR, right in RTL.
      if (dir === "rtl") expect(layout.peopleX).toBeGreaterThan(layout.mainX);
      else expect(layout.peopleX).toBeLessThan(layout.mainX);
      expect(chunks).toEqual([`locale-${code}`]);
      await e2e.look(page, `locale-${code}`);
      expect(e2e.pageErrors(page)).toEqual([]);
    },
  );

  it("follows the operator's locale over the browser's", async () => {
    await e2e.server.control("config", { locale: "fr" });
    const page = await e2e.open("/", { locale: "de-DE" });
    await visible(
      page.getByRole("heading", { name: message("fr", "topics.panel.title") }),
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
  });

  it("shows the error screen when the language cannot be loaded", async () => {
    const page = await e2e.open("/", {
      locale: "de-DE",
      prepare: (p) =>
        p.route(/locale-de-json\.\w+\.js$/, (route) => route.abort()),
    });
    await visible(
      page.getByRole("heading", { name: message("en", "errorScreen.title") }),
    );
    const errors = e2e.pageErrors(page).join("\n");
    expect(errors).toContain('Failed to load the "de" messages');
    await visible(
      page.getByRole("link", { name: message("en", "errorScreen.home") }),
    );
  });
});
