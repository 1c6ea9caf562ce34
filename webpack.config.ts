import { execFileSync } from "node:child_process";
import path from "node:path";
import HtmlWebpackPlugin from "html-webpack-plugin";
import CopyWebpackPlugin from "copy-webpack-plugin";
import MinimizerPlugin from "minimizer-webpack-plugin";
import webpack, { type Compiler, type Configuration } from "webpack";
import type { Configuration as DevServerConfiguration } from "webpack-dev-server";

/**
 * Where the built files are served from. It is fixed at build time because the
 * entry script must be found before any runtime configuration can load; the
 * router's own base path (`basename` in config.js) defaults to the same value.
 * `POTLUCK_BASE_PATH=.` builds with relative URLs, for hash-mode hosting at any path.
 */
const basePath = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(/\/+$/, "");
const publicPath = basePath === "." ? "./" : `${basePath}/`;

type Env = Record<string, string | boolean | undefined>;

/**
 * The entry script (src/boot.ts) is tiny: it starts the first API requests
 * and then imports the app, whose chunk group is named `app`. So that the
 * app's files do not wait for the entry script to run, index.html preloads
 * them (`<link rel="preload" as="script">`), in parallel with it.
 */
class PreloadChunkGroupPlugin {
  constructor(private readonly groupName: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap("PreloadChunkGroupPlugin", (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        "PreloadChunkGroupPlugin",
        (data) => {
          const group = compilation.namedChunkGroups.get(this.groupName);
          if (!group) return data;
          const prefix = compilation.outputOptions.publicPath;
          const base = typeof prefix === "string" ? prefix : "";
          const links = group
            .getFiles()
            .filter((file) => file.endsWith(".js"))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject("link", {
                rel: "preload",
                as: "script",
                href: `${base}${file}`,
              }),
            );
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}

/**
 * The chunks of the screens the entry script starts itself (src/boot.ts: the
 * homepage's and a member's /home), in a `<meta name="potluck-screen-chunks">`
 * of index.html: `<chunk group>:<id>,<id>;<chunk group>:...`. The entry script asks
 * webpack's runtime for them at once, in parallel with the app, rather than
 * when the app's router does; an `import()` of the screens from the entry
 * would give their chunk groups a second parent and split them (and the
 * app's) differently.
 */
class ScreenChunksPlugin {
  constructor(private readonly groupNames: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap("ScreenChunksPlugin", (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        "ScreenChunksPlugin",
        (data) => {
          const groups = this.groupNames.map((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`no chunk group named ${name}`);
            const ids = group.chunks.flatMap((chunk) =>
              chunk.id === null ? [] : [String(chunk.id)],
            );
            return `${name}:${ids.join(",")}`;
          });
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject("meta", {
              name: "potluck-screen-chunks",
              content: groups.join(";"),
            }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * Production builds carry no source maps unless asked for with
 * `POTLUCK_SOURCE_MAPS=1`: then `hidden-source-map`, maps written beside the
 * chunks (for error reports and bundle analysis) but never named in them, so
 * browsers do not fetch them. Off by default, the build is about a quarter
 * faster and uses a fifth less memory (measured: tools/bench, build section).
 */
const productionSourceMaps = process.env.POTLUCK_SOURCE_MAPS === "1";

/** The commit a debug log names (issue 20); only the recorder's chunk reads it. */
function buildCommit(): string {
  if (process.env.POTLUCK_COMMIT) return process.env.POTLUCK_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * The page's content security policy (issue 21), written into index.html as
 * a `<meta http-equiv>` of production builds; README.md ("Security
 * headers") gives the headers an operator should send too, and the demo
 * server sends it as one. Development builds carry none: their source maps
 * run through eval.
 *
 * - Scripts only from the app's own origin: no inline script (the
 *   theme-before-paint script is static/theme.js), no eval (zod's compiled
 *   parsers are off in production: api/schemas/zodInternals.ts).
 * - Trusted Types: a string never reaches an HTML or script sink. The
 *   policies allowed: the sanitiser's (`potluck-sanitizer`, the only one
 *   that makes HTML), its `default` (SVG icons parsed by react-inlinesvg,
 *   and markup-free text: utils/sanitize.ts) and webpack's chunk loader
 *   (`potluck-webpack`, script URLs only).
 * - Connections to the page's own origin (the server, when Potluck is served
 *   beside it, its streaming included: 'self' covers ws: and wss: there).
 *   Served elsewhere, build with POTLUCK_CONNECT_SRC, the server's origin and
 *   its streaming URL (`https://example.social wss://streaming.example.social`);
 *   config.js stays a runtime file, so its baseUrl cannot widen the policy.
 * - Pictures and media from anywhere over https (remote servers' files),
 *   and data: and blob: pictures the app makes (uploads' previews).
 * - Styles: 'unsafe-inline', for style-src only. styled-components and the
 *   toasts' CSS insert <style> elements at run time, and operator `styles`
 *   (config.js) are one; a nonce would have to be fresh per response, which
 *   a static index.html cannot give. Server HTML never carries a style (the
 *   sanitiser's allow-list has no style attribute or element).
 */
const TRUSTED_TYPES_POLICIES = [
  "potluck-sanitizer",
  "default",
  "potluck-webpack",
];

function connectSources(): string[] {
  const extra = (process.env.POTLUCK_CONNECT_SRC ?? "")
    .split(/\s+/)
    .filter(Boolean);
  for (const source of extra) {
    if (!/^(https?|wss?):\/\/[^\s;,'"]+$/.test(source))
      throw new Error(
        `POTLUCK_CONNECT_SRC: "${source}" is not an http(s) or ws(s) origin`,
      );
  }
  return ["'self'", ...extra];
}

export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: blob:",
    "font-src 'self'",
    `connect-src ${connectSources().join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(" ")}`,
  ].join("; ");
}

export default (
  _env: Env,
  argv: { mode?: string },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const isProduction = argv.mode === "production";
  return {
    mode: isProduction ? "production" : "development",
    // src/boot.ts loads src/main.tsx as the chunk group `app`.
    entry: { main: "./src/boot.ts" },
    output: {
      path: path.resolve(__dirname, "dist"),
      publicPath,
      filename: isProduction ? "js/[name].[contenthash:10].js" : "js/[name].js",
      chunkFilename: isProduction
        ? "js/[name].[contenthash:10].js"
        : "js/[name].js",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      clean: true,
      // Chunks load through this Trusted Types policy (script URLs only).
      trustedTypes: { policyName: "potluck-webpack" },
    },
    devtool: isProduction
      ? productionSourceMaps && "hidden-source-map"
      : "eval-cheap-module-source-map",
    resolve: {
      extensions: [".tsx", ".ts", ".js", ".json"],
      // react-router's package exports name only its development build (dev
      // warnings and their messages kept); production builds take the
      // production build beside it, about 2 KB gzip smaller.
      //
      // The ICU message parser (@formatjs/icu-messageformat-parser and its
      // skeleton parser, about 9 KB gzip) gives way to its parser-less build,
      // as formatjs documents for messages compiled ahead: the built-in
      // catalogues and the default messages are (the rules below), and
      // i18n/loadMessages.ts parses the operator's overrides with the real
      // parser, imported on demand by a path this exact-match alias leaves
      // alone. Development builds keep the parser (and jest, which does not
      // use webpack).
      alias: isProduction
        ? {
            "react-router$": path.resolve(
              __dirname,
              "node_modules/react-router/dist/production/index.mjs",
            ),
            "react-router/dom$": path.resolve(
              __dirname,
              "node_modules/react-router/dist/production/dom-export.mjs",
            ),
            "@formatjs/icu-messageformat-parser$": path.resolve(
              __dirname,
              "node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js",
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: "swc-loader",
              options: {
                jsc: {
                  parser: { syntax: "typescript", tsx: true },
                  transform: {
                    react: { runtime: "automatic", development: !isProduction },
                  },
                  target: "es2020",
                },
              },
            },
            // Production builds have no ICU parser (the alias above): the
            // default messages, too, are compiled to ASTs, for the screens
            // that render without a catalogue (loading, error).
            ...(isProduction
              ? [
                  path.resolve(
                    __dirname,
                    "tools/webpack/precompileDefaultMessagesLoader.js",
                  ),
                ]
              : []),
          ],
        },
        {
          // The built-in catalogues (not the lists of untranslated terms in
          // locales/untranslated/), compiled to ICU ASTs.
          test: /\.json$/,
          include: path.resolve(__dirname, "locales"),
          exclude: path.resolve(__dirname, "locales/untranslated"),
          use: path.resolve(
            __dirname,
            "tools/webpack/precompileMessagesLoader.js",
          ),
        },
        { test: /\.svg$/, type: "asset/resource" },
        { test: /\.(png|jpe?g|webp|gif)$/, type: "asset/resource" },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        "process.env.POTLUCK_COMMIT": JSON.stringify(buildCommit()),
      }),
      new HtmlWebpackPlugin({
        template: "static/index.html",
        templateParameters: {
          publicPath,
          basePath: basePath === "." ? "" : basePath,
          csp: isProduction ? contentSecurityPolicy() : "",
        },
        scriptLoading: "defer",
        // The template places the tags itself, before config.js and
        // theme.js (which it preloads): Chromium makes no speculative
        // preloads in a page with a policy in a meta tag (above), so tags
        // after a blocking script were only requested once it had run
        // (measured: the app's files 450 ms late under slow 4G).
        inject: false,
      }),
      new PreloadChunkGroupPlugin("app"),
      new ScreenChunksPlugin(["community-timeline", "home"]),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: "static",
            globOptions: { ignore: ["**/index.html"] },
            info: { minimized: true },
            noErrorOnMissing: true,
          },
        ],
      }),
    ],
    optimization: {
      splitChunks: { chunks: "async" },
      runtimeChunk: false,
      // swc's minifier: about three times faster than terser with half its
      // peak memory on this code base, and its output is no larger.
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
    devServer: {
      port: Number(process.env.POTLUCK_DEV_PORT ?? 8080),
      host: "127.0.0.1",
      // Page requests (those accepting HTML) get the app, also when the path
      // looks like a file name: acct routes such as /@lena@kueche.example.
      historyApiFallback: {
        index: `${publicPath}index.html`,
        disableDotRule: true,
      },
      devMiddleware: { publicPath },
      static: false,
      hot: false,
      client: { overlay: false },
    },
  };
};
