import * as z from "zod/mini";

/** An entry of the member's domain blocks: the bare domain name, lower-cased. */
export const blockedDomainSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((domain) => domain.trim().toLowerCase()),
  ),
  z.string().check(z.minLength(1)),
);

export type BlockedDomain = z.infer<typeof blockedDomainSchema>;
