import { describeInBrowser, setupE2E } from "./support/harness";

describeInBrowser("first screen", () => {
  const e2e = setupE2E();

  it("loads the app from the demo server, accessible, with a screenshot", async () => {
    const page = await e2e.open("/");
    expect(await page.title()).toBe("Potluck");
    await expect(page.locator("#bigbuffet").count()).resolves.toBe(1);
    const baseUrl = await page.evaluate(
      () =>
        (window as { POTLUCK_CONFIG?: { baseUrl?: string } }).POTLUCK_CONFIG
          ?.baseUrl,
    );
    expect(baseUrl).toBe(e2e.server.url);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, "home");
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
