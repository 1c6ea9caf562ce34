import * as z from "zod/mini";
import {
  idSchema,
  nonNegativeInt,
  optionalText,
  optionalUrl,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * An OAuth token (POST /oauth/token). `created_at` is in Unix seconds; `me`,
 * the profile URL of the account, is sent by Pleroma.
 */
export const tokenSchema = object({
  access_token: z.string().check(z.minLength(1)),
  token_type: withFallback(z.string().check(z.minLength(1)), "Bearer"),
  scope: withFallback(z.string(), ""),
  created_at: orNull(nonNegativeInt),
  id: orNull(idSchema),
  refresh_token: optionalText,
  expires_in: orNull(nonNegativeInt),
  me: optionalUrl,
});

export type Token = z.infer<typeof tokenSchema>;
