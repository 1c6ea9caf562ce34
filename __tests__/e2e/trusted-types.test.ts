import type { Page } from "playwright-core";
import { recordSecurityRows } from "./support/securityFigures";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";

/*
 * Issue 21: the production page's content security policy and Trusted Types.
 * In a page where the app runs, a script (standing in for a bug that hands
 * server text to a sink) tries every HTML and script sink with markup that
 * would set a canary; the browser must refuse each one, the canary stays
 * unset, and the only policy violations are those attempts.
 */

/** Sets the canary; no quotes, it sits inside quoted attributes. */
const RUN = "window.__ttCanary=(window.__ttCanary||0)+1";
const MARKUP = `<img src=x onerror=${RUN}><svg onload=${RUN}></svg><script>${RUN}</script>`;

interface Attempt {
  sink: string;
  /** Whether the browser threw (a refusal; some sinks refuse silently). */
  threw: boolean;
}

/**
 * Runs in the page, in a task of its own: code that DevTools evaluates may
 * eval (Chromium's default for Runtime.evaluate), the page's own may not.
 */
function inPageTask({ markup, run }: { markup: string; run: string }) {
  return new Promise<{ sink: string; threw: boolean }[]>((resolve) => {
    const { attemptEverySink: attemptAll } = window as unknown as {
      attemptEverySink: typeof attemptEverySink;
    };
    setTimeout(() => resolve(attemptAll({ markup, run })), 0);
  });
}

/** Each sink with hostile input; returns what each did. */
function attemptEverySink({ markup, run }: { markup: string; run: string }) {
  const attempts: { sink: string; threw: boolean }[] = [];
  const attempt = (sink: string, action: () => void) => {
    try {
      action();
      attempts.push({ sink, threw: false });
    } catch {
      attempts.push({ sink, threw: true });
    }
  };
  const host = document.createElement("div");
  document.body.append(host);
  const target = () => {
    const element = document.createElement("div");
    host.append(element);
    return element;
  };
  attempt("innerHTML", () => {
    target().innerHTML = markup;
  });
  attempt("outerHTML", () => {
    target().outerHTML = markup;
  });
  attempt("insertAdjacentHTML", () => {
    target().insertAdjacentHTML("beforeend", markup);
  });
  attempt("document.write", () => {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the attempt under test
    document.write(markup);
  });
  attempt("createContextualFragment", () => {
    host.append(document.createRange().createContextualFragment(markup));
  });
  attempt("iframe srcdoc", () => {
    const frame = document.createElement("iframe");
    frame.srcdoc = markup;
    host.append(frame);
  });
  attempt("script src", () => {
    const script = document.createElement("script");
    script.src = `data:text/javascript,${run}`;
    host.append(script);
  });
  attempt("script text", () => {
    const script = document.createElement("script");
    script.textContent = run;
    host.append(script);
  });
  attempt("eval", () => {
    eval(run);
  });
  attempt("new Function", () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the attempt under test
    new Function(run)();
  });
  attempt("setTimeout string", () => {
    setTimeout(run as unknown as () => void, 0);
  });
  attempt("javascript: link", () => {
    const link = document.createElement("a");
    link.href = `javascript:${run}`;
    host.append(link);
    link.click();
  });
  attempt("inline handler", () => {
    const button = document.createElement("button");
    button.setAttribute("onclick", run);
    host.append(button);
    button.click();
  });
  return attempts;
}

/** Records every policy violation the page reports, before any script of its own runs. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );

function suite(e2e: E2E, family: string) {
  it(`${family}: sends and writes the policy, and the app runs under it with no violation`, async () => {
    const response = await fetch(e2e.url("/"));
    const header = response.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "script-src 'self'",
      "require-trusted-types-for 'script'",
      "trusted-types potluck-sanitizer default potluck-webpack",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(header).toContain(directive);
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);

    const page = await e2e.open("/", {
      prepare: watchViolations,
      waitForText: "Local timeline",
    });
    // Posts (sanitised HTML through the sanitiser's policy) and icons
    // (react-inlinesvg through the default policy) have rendered.
    await page.locator("article svg").first().waitFor();
    await expect(page.locator("article p").count()).resolves.toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it(`${family}: refuses a bypass attempt through every sink`, async () => {
    e2e.expectPolicyRefusals();
    const page = await e2e.open("/", {
      prepare: watchViolations,
      waitForText: "Local timeline",
    });
    await page.locator("article svg").first().waitFor();
    await page.evaluate(
      `window.attemptEverySink = ${String(attemptEverySink)}`,
    );
    const attempts: Attempt[] = await page.evaluate(inPageTask, {
      markup: MARKUP,
      run: RUN,
    });
    // A frame of time for anything deferred (timers, image errors) to run.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(resolve, 0);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    const canary = await page.evaluate(
      () => (window as unknown as { __ttCanary?: number }).__ttCanary ?? 0,
    );
    expect(canary).toBe(0);
    // Each sink that takes a string refuses it by throwing; the timer, the
    // link and the handler are refused by the policy without a throw.
    const silent = ["setTimeout string", "javascript: link", "inline handler"];
    expect(
      attempts.filter((a) => !a.threw && !silent.includes(a.sink)),
    ).toEqual([]);
    const seen = await violations(page);
    expect(seen.length).toBeGreaterThanOrEqual(attempts.length);
    for (const line of seen)
      expect(line).toMatch(
        /^(require-trusted-types-for|script-src(-elem|-attr)?|frame-src) /,
      );
    if (family === "mastodon")
      recordSecurityRows([
        {
          name: "Trusted Types sink attempts",
          tried: attempts.length,
          executed: canary,
        },
      ]);
  });
}

describeInBrowser(
  "content security policy and Trusted Types (Mastodon)",
  () => {
    suite(setupE2E(), "mastodon");
  },
);

describeInBrowser("content security policy and Trusted Types (Pleroma)", () => {
  suite(setupE2E(["--family", "pleroma"]), "pleroma");
});
