// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import formatjs from "eslint-plugin-formatjs";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";

/**
 * Import direction (STYLE.md section 1): app -> features -> widgets ->
 * components / store -> api. components never import store or features; api
 * imports nothing from the app. widgets are the connected pieces several
 * features render as they are (an account row, the follow button): they
 * select and dispatch, so they cannot be components, and they import no
 * feature, so that sharing one does not tie two features together.
 */
const layers = [
  { type: "main", pattern: "src/main.tsx", mode: "file" },
  { type: "app", pattern: "src/app/**", mode: "full" },
  {
    type: "features",
    pattern: "src/features/*/**",
    mode: "full",
    capture: ["feature", "file"],
  },
  { type: "widgets", pattern: "src/widgets/**", mode: "full" },
  { type: "components", pattern: "src/components/**", mode: "full" },
  { type: "store", pattern: "src/store/**", mode: "full" },
  { type: "api", pattern: "src/api/**", mode: "full" },
  { type: "i18n", pattern: "src/i18n/**", mode: "full" },
  { type: "styles", pattern: "src/styles/**", mode: "full" },
  { type: "config", pattern: "src/config.ts", mode: "file" },
  { type: "utils", pattern: "src/utils/**", mode: "full" },
];

/**
 * A feature never imports another feature's internals (STYLE.md section 1):
 * what two features share lives in components/ (no store), in widgets/
 * (connected pieces rendered as they are) or in the store's domain folder
 * (hooks that select or dispatch). The written exceptions,
 * each with its reason, are the pieces other features render as they are.
 * Keep it short: a new entry needs a reason no move can answer.
 */
const FEATURE_ENTRIES = {
  "status/StatusCard.tsx":
    "timelines, notifications, search and bookmarks show a post as the status screen does",
  "status/filterContext.ts":
    "screens that show posts tell the status card where, for the viewer's filters",
  "status/AuthorLink.tsx":
    "notifications name accounts as posts do: a profile link with its hover card",
  "status/ThreadBranch.tsx":
    "an event's discussion is its replies, shown as the thread shows them",
  "status/visibility.ts":
    "the composer and scheduled posts offer the visibilities a post shows",
  "status/StatusHoverCard.tsx":
    "a notification's post excerpt has the post's hover card, as reply and quote links do",
  "drive/DrivePickerButton.tsx":
    "the composer attaches a file of the member's drive (Iceshrimp.NET) as the drive screen lists it",
  "subscriptions/SubscribeButton.tsx":
    "a profile offers a paid subscription (Mitra) beside its follow button",
};

/** "feature/file" as a boundaries element selector. */
const featureEntry = (entry) => {
  const [feature, file] = entry.split(/\/(.*)/s);
  return ["features", { feature, file }];
};

/**
 * What a widget imports, and a feature too besides its own folder and
 * FEATURE_ENTRIES. The one feature a widget renders is the status card (a
 * timeline's rows), the written exception every feature has too.
 */
const STATUS_CARD_ENTRIES = [
  "status/StatusCard.tsx",
  "status/filterContext.ts",
];
const widgetImports = [
  ...STATUS_CARD_ENTRIES.map(featureEntry),
  "widgets",
  "components",
  "store",
  "i18n",
  "styles",
  "config",
  "utils",
];

const allow = {
  main: [
    "app",
    "store",
    "api",
    "i18n",
    "styles",
    "config",
    "utils",
    "components",
  ],
  app: [
    "app",
    "features",
    "widgets",
    "components",
    "store",
    "api",
    "i18n",
    "styles",
    "config",
    "utils",
  ],
  features: [
    // Its own folder; another feature's only through FEATURE_ENTRIES.
    ["features", { feature: "${from.feature}" }],
    ...Object.keys(FEATURE_ENTRIES).map(featureEntry),
    ...widgetImports,
  ],
  widgets: widgetImports,
  components: ["components", "styles", "utils", "config"],
  store: ["store", "api", "utils", "config"],
  api: ["api", "utils"],
  i18n: ["i18n", "utils", "config"],
  styles: ["styles", "utils"],
  config: ["utils", "i18n", "styles"],
  utils: ["utils"],
};

/**
 * Inside the store (STYLE.md sections 1 and 6): one folder per domain, each
 * with its slice, thunks and selectors. Thunks never import a slice (they
 * dispatch plain actions, the shared ones from store/events.ts), slices
 * answer the lifecycle of their own domain's thunks, and events.ts imports
 * nothing of the store at runtime. Together with __tests__/importCycles.test.ts
 * this keeps the store free of import cycles.
 */
const STORE_THUNK_FILES = [
  "src/store/*/thunks.ts",
  "src/store/*/*Thunks.ts",
  "src/store/statuses/interactions.ts",
  "src/store/compose/media.ts",
];
const STORE_SLICE_FILES = ["src/store/*/slice.ts", "src/store/*/*Slice.ts"];
const OTHER_DOMAINS_THUNKS = [
  "../*/thunks",
  "../statuses/interactions",
  "../compose/media",
];
/**
 * The written exceptions: a slice that answers another domain's request,
 * with the one thunk file it may import for that.
 */
const CROSS_DOMAIN_THUNKS = {
  // Answering a follow request parks and drops its notification groups.
  "src/store/notifications/slice.ts": "../relationships/thunks",
  // verify_credentials (fetchOwnAccount) sets `me`.
  "src/store/session/slice.ts": "../accounts/thunks",
  // verify_credentials (fetchOwnAccount) brings the profile's source.
  "src/store/profile/slice.ts": "../accounts/thunks",
  // Deleting a post is confirmed by a notice (the post may have been the page).
  "src/store/notices/slice.ts": "../statuses/thunks",
  // A post bookmarked or liked anywhere joins (or leaves) the loaded lists.
  "src/store/bookmarks/slice.ts": "../statuses/interactions",
};

/** `@typescript-eslint/no-restricted-imports` for value imports of `group`. */
const restrictValueImports = (group, message) => [
  "error",
  { patterns: [{ group, message, allowTypeImports: true }] },
];

const storeRules = [
  {
    files: STORE_THUNK_FILES,
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictValueImports(
        ["./slice", "./*Slice", "../*/slice", "../*/*Slice"],
        "Thunks dispatch plain actions (store/events.ts for facts other domains share); a thunk importing a slice makes an import cycle.",
      ),
    },
  },
  {
    files: STORE_SLICE_FILES,
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictValueImports(
        OTHER_DOMAINS_THUNKS,
        "A slice answers its own domain's thunks; a fact other domains react to is a plain action in store/events.ts (exceptions: CROSS_DOMAIN_THUNKS in eslint.config.mjs).",
      ),
    },
  },
  ...Object.entries(CROSS_DOMAIN_THUNKS).map(([file, allowed]) => ({
    files: [file],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictValueImports(
        [...OTHER_DOMAINS_THUNKS, `!${allowed}`],
        `This slice may import ${allowed} only (CROSS_DOMAIN_THUNKS in eslint.config.mjs).`,
      ),
    },
  })),
  {
    files: ["src/store/events.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictValueImports(
        ["./*", "../*"],
        "store/events.ts is a leaf: it may import types only.",
      ),
    },
  },
];

/**
 * Entity maps (store/entities.ts): in the entity slices' folders they are
 * read with entityOf and written with upsertEntities, updateEntity or
 * removeEntities, never key by key through the draft. The root reducer's
 * one immer pass for a whole stream batch depends on it (an entity read
 * through the draft and written into a copied map would outlive the pass).
 */
const ENTITY_DOMAINS = [
  "statuses",
  "accounts",
  "polls",
  "groups",
  "relationships",
  "conversations",
  "chats",
  "scheduled",
  "filters",
  "lists",
  "bookmarks",
];
const ENTITY_MAP = "/^(byId|idByAcct|idByLookup|messages|folders|history)$/";
const ENTITY_MESSAGE =
  "Entity maps: read with entityOf, write with upsertEntities, updateEntity or removeEntities (store/entities.ts).";
const entityRules = {
  files: ENTITY_DOMAINS.map((domain) => `src/store/${domain}/**/*.ts`),
  // Selectors, thunks and hooks read the store's state, never a draft.
  ignores: [...STORE_THUNK_FILES, "**/selectors.ts", "**/use*.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...[
        `MemberExpression[computed=true] > MemberExpression.object[property.name=${ENTITY_MAP}]`,
        `CallExpression[callee.name=/^(dropKey|removeKeys)$/] > MemberExpression[property.name=${ENTITY_MAP}]`,
        `SpreadElement > MemberExpression[property.name=${ENTITY_MAP}]`,
        `AssignmentExpression[left.property.name=${ENTITY_MAP}]:not([right.type=/^(ObjectExpression|Identifier|CallExpression)$/])`,
      ].map((selector) => ({ selector, message: ENTITY_MESSAGE })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "coverage/**",
      "artifacts/**",
      "node_modules/**",
      "static/**",
      "tools/demo-server/data/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
    ],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/consistent-type-definitions": "off",
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true },
      ],
      "@typescript-eslint/no-confusing-void-expression": [
        "error",
        { ignoreArrowShorthand: true },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: {
      "react-hooks": reactHooks,
      "jsx-a11y": jsxA11y,
      formatjs,
      boundaries,
    },
    languageOptions: { globals: globals.browser },
    settings: {
      "boundaries/elements": layers,
      "boundaries/include": ["src/**/*"],
      "import/resolver": { node: { extensions: [".ts", ".tsx"] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "formatjs/enforce-id": [
        "error",
        {
          idInterpolationPattern: "[sha512:contenthash:base64:6]",
          idWhitelist: ["^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$"],
        },
      ],
      "formatjs/enforce-default-message": ["error", "literal"],
      "formatjs/no-literal-string-in-jsx": "error",
      "formatjs/no-multiple-whitespaces": "error",
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          rules: [
            ...Object.entries(allow).map(([from, to]) => ({
              from,
              allow: to,
            })),
            // Server shapes only: what a screen needs from the server it
            // asks the store for (a thunk, a selector), never an endpoint.
            // Generic UI may know server shapes too (a media attachment).
            {
              from: ["features", "widgets", "components"],
              allow: ["api"],
              importKind: "type",
            },
          ],
        },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
      // zod classic attaches every method to every schema (nothing
      // tree-shakes): 25 KB gzip on the homepage against 12 for zod/mini.
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Use zod/mini." }],
          patterns: [
            {
              group: ["zod/v4", "zod/v4/classic", "zod/v3", "zod/classic"],
              message: "Use zod/mini.",
            },
          ],
        },
      ],
    },
  },
  ...storeRules,
  entityRules,
  {
    // Objects parsed in bulk: the compiled `object()` of schemas/utils.ts.
    files: [
      "src/api/schemas/**/*.ts",
      "src/store/middleware/streamPayloads.ts",
    ],
    ignores: ["src/api/schemas/utils.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name='object']",
          message:
            "Use object() from schemas/utils.ts: z.object re-walks its shape on every parse.",
        },
      ],
    },
  },
  {
    files: [
      "__tests__/**/*.{ts,tsx}",
      "tools/**/*.{ts,mjs,js}",
      "*.ts",
      "*.mjs",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
