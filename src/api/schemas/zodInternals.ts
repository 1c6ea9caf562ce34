import * as z from "zod/mini";

/**
 * Every use of zod's internals (`_zod.run`, `_zod.parse`, `$ZodObjectJIT`,
 * `$constructor`) is in this module, and zod is pinned to one exact version in
 * package.json: these are not zod's public API and may change in any release.
 * `__tests__/api/schemas/zodInternals.test.ts` checks each of them against
 * the installed zod, so an upgrade that changes them fails there first.
 */

/*
 * The production page forbids eval (its content security policy and Trusted
 * Types, issue 21: webpack.config.ts), so there zod builds no compiled
 * parsers and every object walks its shape. `jitless` says so up front: zod
 * then skips its `new Function` probe, which the browser would report as a
 * policy violation even though zod catches the error. Tests and tools
 * (not production builds) keep the compiled parsers below.
 */
if (process.env.NODE_ENV === "production") z.config({ jitless: true });

/**
 * Runs `schema` exactly as `safeParse` does, but hands back zod's raw result
 * (the value and unfinalised issues) instead of building a ZodError that a
 * lenient field would throw away: constructing one per dropped item or field
 * was most of the cost of parsing a timeline.
 */
export function runSchema(
  schema: z.ZodMiniType,
  value: unknown,
): z.core.ParsePayload {
  const result = schema._zod.run({ value, issues: [] }, { async: false });
  if (result instanceof Promise) throw new z.core.$ZodAsyncError();
  return result;
}

/**
 * zod/mini's object, parsed the way classic zod parses objects: by a function
 * compiled once per shape (`$ZodObjectJIT`, with `new Function`). zod/mini's
 * own object walks its shape on every parse, which made a timeline parse about
 * half as fast again; compiling is not possible where a content security
 * policy forbids eval, and the object then walks its shape as before.
 *
 * Compiling costs more than a few dozen walks save, so an object walks its
 * first `WALKED_PARSES` parses and compiles only when it proves busy: the
 * first screen's twenty posts no longer wait for a compiler, while a stream
 * or a long scroll runs compiled (the measured start-up cost of compiling
 * every shape on the first page was about 25 ms).
 */
export const WALKED_PARSES = 40;

type Parse = z.core.$ZodObjectInternals["parse"];

function compileWhenBusy(internals: z.core.$ZodObjectInternals): void {
  // zod's parsers are closures set as properties; none reads `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const compiled: Parse = internals.parse;
  let walked = 0;
  const tiered: Parse = (payload, ctx) => {
    walked += 1;
    if (walked <= WALKED_PARSES)
      return compiled(payload, { ...ctx, jitless: true });
    // From now on straight to the compiled parser (`run` is `parse` itself
    // for an object without checks: zod copies it once it is built).
    internals.parse = compiled;
    if (internals.run === tiered) internals.run = compiled;
    return compiled(payload, ctx);
  };
  internals.parse = tiered;
}

const MiniObject: z.core.$constructor<z.ZodMiniObject> = z.ZodMiniObject;
const ZodMiniObjectJIT: z.core.$constructor<z.ZodMiniObject> =
  z.core.$constructor("ZodMiniObjectJIT", (inst, def) => {
    z.core.$ZodObjectJIT.init(inst, def);
    MiniObject.init(inst, def);
    compileWhenBusy(inst._zod);
  });

/** `z.object(shape)`, compiled once busy: see ZodMiniObjectJIT. */
export function object<T extends z.core.$ZodLooseShape>(shape: T) {
  return new ZodMiniObjectJIT({ type: "object", shape }) as z.ZodMiniObject<
    z.core.util.Writeable<T>
  >;
}
