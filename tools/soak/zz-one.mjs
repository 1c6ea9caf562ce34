import { createRequire } from "node:module";
import { startDemoServer } from "../demo-server/server.mjs";
import { launchBrowser } from "../bench/browser.mjs";
const require = createRequire(import.meta.url);
require("ts-node").register({ project: "/work/wt-faults/tsconfig.json" });
const { runScenario, SCENARIOS } = require("./matrix.ts");
const s = await startDemoServer({ port: 0, quiet: true, staticDir: "/tmp/dist-faults", basePath: "/blog" });
const control = async (n, b = {}) => { const r = await fetch(`${s.url}/__control/${n}`, { method: n === "state" ? "GET" : "POST", headers: { "Content-Type": "application/json" }, body: n === "state" ? undefined : JSON.stringify(b) }); return r.json(); };
const b = await launchBrowser();
b.on("disconnected", () => console.log("browser gone"));
const server = { appUrl: (r) => `${s.url}/blog${r}`, origin: s.url, control, tokenFor: async (u) => (await control("token", { username: u })).access_token };
for (const name of process.argv.slice(2)) {
  const sc = SCENARIOS.find((x) => x.name === name);
  console.log(await runScenario(b, server, sc, { refuseSeconds: 5, recoverWithinMs: 30000, log: console.log }));
}
await b.close(); await s.close();
