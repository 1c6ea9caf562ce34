import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { LoaderContext } from "webpack";

/** Types of precompileMessagesLoader.js (a webpack loader, plain CommonJS). */
declare function precompileMessagesLoader(
  this: LoaderContext<Record<string, never>>,
  source: string,
): string;

declare namespace precompileMessagesLoader {
  function parseMessage(text: string, code: string): MessageFormatElement[];
  function withoutDefaults(
    catalogue: Record<string, MessageFormatElement[]>,
    english: Record<string, unknown>,
    messages: Record<string, unknown>,
  ): Record<string, MessageFormatElement[]>;
  function precompileCatalogue(
    messages: Record<string, unknown>,
    english: Record<string, unknown>,
    code: string,
  ): {
    catalogue: Record<string, MessageFormatElement[]>;
    problems: string[];
  };
}

export = precompileMessagesLoader;
