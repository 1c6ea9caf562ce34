// `npm start`: the demo server on 127.0.0.1:3030 with the app built by
// webpack (development mode, rebuilt on every change) into
// node_modules/.cache/potluck-start/ and served by the demo server itself, so
// the app and the API share one origin. Prints one URL; Ctrl-C stops both.
//
//   npm start                   watch and rebuild
//   npm start -- --production   one production build, no watching
//
// Environment: POTLUCK_DEMO_PORT (3030), POTLUCK_DEMO_FAMILY (mastodon),
// POTLUCK_DEMO_DATA, POTLUCK_DEMO_STREAM_INTERVAL (8000 ms; 0 turns live posts
// off), POTLUCK_BASE_PATH (/blog, as for the build). See tools/demo-server/README.md.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startDemoServer } from "./demo-server/server.mjs";
import { parseApiVersions } from "./demo-server/families.mjs";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "node_modules", ".cache", "potluck-start");
const production = process.argv.includes("--production");
const basePath = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(/\/+$/, "");
const env = process.env;

function loadWebpackConfig() {
  // The config is TypeScript; ts-node (configured in tsconfig.json) compiles it.
  require("ts-node").register({
    transpileOnly: true,
    project: path.join(root, "tsconfig.json"),
  });
  const factory = require(path.join(root, "webpack.config.ts")).default;
  const config = factory(
    {},
    { mode: production ? "production" : "development" },
  );
  return {
    ...config,
    output: { ...config.output, path: outDir },
    infrastructureLogging: { level: "error" },
  };
}

let server;
try {
  server = await startDemoServer({
    port: Number(env.POTLUCK_DEMO_PORT ?? 3030),
    dataDir: env.POTLUCK_DEMO_DATA,
    family: env.POTLUCK_DEMO_FAMILY ?? "mastodon",
    version: env.POTLUCK_DEMO_VERSION,
    features: env.POTLUCK_DEMO_FEATURES?.split(",").filter(Boolean),
    apiVersions: parseApiVersions(env.POTLUCK_DEMO_API_VERSIONS),
    staticDir: outDir,
    basePath: basePath || "/",
    streamIntervalMs: Number(env.POTLUCK_DEMO_STREAM_INTERVAL ?? 8000),
    now: env.POTLUCK_DEMO_NOW,
  });
} catch (error) {
  const busy = error.code === "EADDRINUSE";
  console.error(
    busy
      ? `Port ${env.POTLUCK_DEMO_PORT ?? 3030} is in use. Stop what runs there, or pick another: POTLUCK_DEMO_PORT=3031 npm start`
      : `Could not start the demo server: ${error.message}`,
  );
  process.exit(1);
}

const { family, members } = server.control.state();
console.log(
  `Starting the demo server (${family.label} ${family.version}) and building the app…`,
);

const webpack = require("webpack");
const compiler = webpack(loadWebpackConfig());
let announced = false;

function onBuild(error, stats) {
  if (error || stats.hasErrors()) {
    console.error(
      error
        ? error.message
        : stats.toString({
            all: false,
            errors: true,
            colors: process.stdout.isTTY,
          }),
    );
    if (production) {
      console.error("Build failed.");
      void stop(1);
    } else {
      console.error("Build failed; fix the error and it rebuilds.");
    }
    return;
  }
  const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  if (announced) {
    console.log(`Rebuilt in ${seconds} s; reload the page.`);
    return;
  }
  announced = true;
  const who = members
    .map((m) => `${m.username} / ${m.password}${m.role ? ` (${m.role})` : ""}`)
    .join(", ");
  console.log(`\nPotluck is ready: ${server.url}${basePath}/\n`);
  console.log(`Demo members to sign in with: ${who}.`);
  console.log(
    "The demo server is a development tool: nothing posted survives a restart. Ctrl-C stops it.",
  );
}

const watching = production
  ? null
  : compiler.watch({ aggregateTimeout: 300 }, onBuild);
if (production)
  compiler.run((error, stats) => compiler.close(() => onBuild(error, stats)));

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await new Promise((resolve) =>
    watching ? watching.close(resolve) : resolve(),
  );
  await server.close();
  process.exit(code);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
