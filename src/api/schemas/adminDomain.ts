import * as z from "zod/mini";
import {
  flag,
  idSchema,
  optionalDateTime,
  optionalText,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** A domain name as admin entities carry it, lower-cased. */
export const adminDomainSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((domain) => domain.trim().toLowerCase()),
  ),
  z.string().check(z.minLength(1)),
);

/**
 * A blocked domain (Mastodon `Admin::DomainBlock`; Pleroma's are read from
 * its `:mrf_simple` configuration by adminMrf.ts into this shape). GoToSocial
 * sends no severity, as all its blocks stop federation: a missing or unknown
 * severity therefore reads as a suspension.
 */
export const adminDomainBlockSchema = object({
  id: idSchema,
  domain: adminDomainSchema,
  digest: optionalText,
  created_at: optionalDateTime,
  severity: withFallback(z.enum(["silence", "suspend", "noop"]), "suspend"),
  reject_media: flag(),
  reject_reports: flag(),
  private_comment: optionalText,
  public_comment: optionalText,
  obfuscate: flag(),
});

export type AdminDomainBlock = z.infer<typeof adminDomainBlockSchema>;

export type DomainBlockSeverity = AdminDomainBlock["severity"];

/** A domain allowed to federate in allow-list mode (Mastodon `Admin::DomainAllow`). */
export const adminDomainAllowSchema = object({
  id: idSchema,
  domain: adminDomainSchema,
  created_at: optionalDateTime,
});

export type AdminDomainAllow = z.infer<typeof adminDomainAllowSchema>;
