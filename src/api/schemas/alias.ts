import * as z from "zod/mini";
import { filteredArray, text } from "./utils";
import { object } from "./zodInternals";

/**
 * The accounts the member says are also theirs (Pleroma, Akkoma: GET
 * /api/pleroma/aliases), as `user@domain` handles.
 */
export const aliasesSchema = z.pipe(
  object({ aliases: filteredArray(text) }),
  z.transform(({ aliases }) => aliases.filter(Boolean)),
);
