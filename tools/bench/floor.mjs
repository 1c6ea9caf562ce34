// Builds tools/bench/floor/entry.tsx the way webpack.config.ts builds the
// app for production (swc, the same aliases, the same minifier and options)
// and measures it: the JavaScript any app on this design loads before its
// first post, before a line of its own code. Part of the bench's build
// section; on its own: `node tools/bench/floor.mjs`
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const require = createRequire(path.join(root, "package.json"));
const webpack = require("webpack");
const MinimizerPlugin = require("minimizer-webpack-plugin");
const nm = (file) => path.join(root, "node_modules", file);

/** One production build of `entry`; its JavaScript's size and gzip size. */
function build(entry) {
  const out = mkdtempSync(path.join(tmpdir(), "potluck-floor-"));
  const config = {
    mode: "production",
    context: root,
    entry,
    output: { path: out, filename: "floor.js" },
    resolve: {
      extensions: [".tsx", ".ts", ".js", ".json"],
      alias: {
        "react-router$": nm("react-router/dist/production/index.mjs"),
        "react-router/dom$": nm("react-router/dist/production/dom-export.mjs"),
        "@formatjs/icu-messageformat-parser$": nm(
          "@formatjs/icu-messageformat-parser/lib/no-parser.js",
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: "swc-loader",
          options: {
            jsc: {
              parser: { syntax: "typescript", tsx: true },
              transform: { react: { runtime: "automatic" } },
              target: "es2020",
            },
          },
        },
      ],
    },
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 }, mangle: true },
          },
        }),
      ],
    },
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) {
        reject(error ?? new Error(stats.toString("errors-only")));
        return;
      }
      const files = readdirSync(out).filter((f) => f.endsWith(".js"));
      const body = Buffer.concat(
        files.map((f) => readFileSync(path.join(out, f))),
      );
      rmSync(out, { recursive: true, force: true });
      resolve({ bytes: body.length, gzipBytes: gzipSync(body).length });
    });
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const floor = await build("./tools/bench/floor/entry.tsx");
console.log(
  `library floor (gzip): ${kb(floor.gzipBytes)} (${kb(floor.bytes)} minified)`,
);
