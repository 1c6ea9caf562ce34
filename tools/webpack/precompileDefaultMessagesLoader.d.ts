import type { LoaderContext } from "webpack";

/** Types of precompileDefaultMessagesLoader.js (a webpack loader, plain CommonJS). */
declare function precompileDefaultMessagesLoader(
  this: LoaderContext<Record<string, never>>,
  source: string,
): string;

declare namespace precompileDefaultMessagesLoader {
  function precompileDefaultMessages(
    source: string,
    fileName: string,
  ): { code: string; problems: string[] };
}

export = precompileDefaultMessagesLoader;
