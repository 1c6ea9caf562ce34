#!/usr/bin/env node
// Command line for the demo server: `node tools/demo-server/cli.mjs --help`.
import { parseArgs } from "node:util";
import { startDemoServer, DEFAULT_DATA_DIR } from "./server.mjs";
import { FAMILIES, parseApiVersions } from "./families.mjs";

const HELP = `Potluck demo server: a development and test tool, not a social server.

Usage: node tools/demo-server/cli.mjs [options]

  --port <n>             port on 127.0.0.1 (0 picks a free one)   env POTLUCK_DEMO_PORT, default 3030
  --data <dir>           seed data directory                       env POTLUCK_DEMO_DATA, default tools/demo-server/data
  --family <name>        ${Object.keys(FAMILIES).join(" | ")}     env POTLUCK_DEMO_FAMILY, default mastodon
  --version-string <v>   instance version string to present       env POTLUCK_DEMO_VERSION
  --features <a,b>       pleroma.metadata.features to present     env POTLUCK_DEMO_FEATURES
  --api-versions <k=n>   api_versions to present, e.g. mastodon=2 env POTLUCK_DEMO_API_VERSIONS
  --static <dir>         serve this app build under --base        env POTLUCK_DEMO_STATIC
  --base <path>          base path of the app build               env POTLUCK_DEMO_BASE, default /blog
  --stream-interval <ms> publish a live post every <ms> (0: off)  env POTLUCK_DEMO_STREAM_INTERVAL, default 0
  --now <iso date>       fixed clock start for repeatable data    env POTLUCK_DEMO_NOW
  --json                 print one JSON line {url, port, family} and nothing else on stdout
  --quiet                no log output
  --verbose              log every request
  --help                 this text
`;

const env = process.env;
const { values } = parseArgs({
  options: {
    port: { type: "string", default: env.POTLUCK_DEMO_PORT ?? "3030" },
    data: {
      type: "string",
      default: env.POTLUCK_DEMO_DATA ?? DEFAULT_DATA_DIR,
    },
    family: { type: "string", default: env.POTLUCK_DEMO_FAMILY ?? "mastodon" },
    "version-string": { type: "string", default: env.POTLUCK_DEMO_VERSION },
    features: { type: "string", default: env.POTLUCK_DEMO_FEATURES },
    "api-versions": { type: "string", default: env.POTLUCK_DEMO_API_VERSIONS },
    static: { type: "string", default: env.POTLUCK_DEMO_STATIC },
    base: { type: "string", default: env.POTLUCK_DEMO_BASE ?? "/blog" },
    "stream-interval": {
      type: "string",
      default: env.POTLUCK_DEMO_STREAM_INTERVAL ?? "0",
    },
    now: { type: "string", default: env.POTLUCK_DEMO_NOW },
    json: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

try {
  const server = await startDemoServer({
    port: Number(values.port),
    dataDir: values.data,
    family: values.family,
    version: values["version-string"],
    features: values.features?.split(",").filter(Boolean),
    apiVersions: parseApiVersions(values["api-versions"]),
    staticDir: values.static ?? null,
    basePath: values.base,
    streamIntervalMs: Number(values["stream-interval"]),
    now: values.now,
    quiet: values.quiet || values.json,
    verbose: values.verbose,
  });
  const { family, members } = server.control.state();
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ url: server.url, port: server.port, family: family.name })}\n`,
    );
  } else if (!values.quiet) {
    const app = values.static
      ? `${server.url}${values.base.replace(/\/+$/, "")}/`
      : null;
    console.log(
      `Potluck demo server (${family.version}) at ${app ?? server.url}`,
    );
    const list = members
      .map(
        (m) => `${m.username} / ${m.password}${m.role ? ` (${m.role})` : ""}`,
      )
      .join(", ");
    console.log(
      `A development and test tool. Demo members: ${list || "none"}.`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(`demo server: ${error.message}`);
  process.exit(1);
}
