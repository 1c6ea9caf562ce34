import { z } from "zod";
import {
  idSchema,
  nonNegativeInt,
  optionalText,
  optionalUrl,
  orNull,
  withFallback,
} from "./utils";

/**
 * An OAuth token (POST /oauth/token). `created_at` is in Unix seconds; `me`,
 * the profile URL of the account, is sent by Pleroma.
 */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: withFallback(z.string().min(1), "Bearer"),
  scope: withFallback(z.string(), ""),
  created_at: orNull(nonNegativeInt),
  id: orNull(idSchema),
  refresh_token: optionalText,
  expires_in: orNull(nonNegativeInt),
  me: optionalUrl,
});

export type Token = z.infer<typeof tokenSchema>;
