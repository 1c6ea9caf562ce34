import type { ApiClient } from "../../api/client";
import type { DetectedServer } from "../../api/features";
import { buildPath, familyPath } from "../../api/familyPaths";
import {
  translationSchema,
  type Translation,
} from "../../api/schemas/translation";
import { createAppAsyncThunk } from "../../store/hooks";

/**
 * Machine translation of one post (spec 02: POST .../translate {lang}, or
 * Akkoma's GET .../translations/{lang}). Lives here until the store has it;
 * the endpoint belongs in `api/endpoints/statuses.ts`.
 */
export async function postTranslation(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  language: string,
  signal?: AbortSignal,
): Promise<Translation | null> {
  const endpoint = familyPath(server, "translate");
  if (!endpoint) return null;
  const path = buildPath(endpoint.path, { id, language });
  const field = endpoint.fields?.language ?? "lang";
  const options =
    endpoint.method === "GET"
      ? { signal }
      : { signal, body: { [field]: language } };
  return client.one(endpoint.method, path, translationSchema, options);
}

/**
 * Never rejects: a failed translation is swallowed and yields false (spec 01
 * section 8), so no error notice appears. An empty translation counts as a
 * failure: Akkoma answers `{text}`, which the shared schema does not read yet.
 */
export const translateStatus = createAppAsyncThunk(
  "statuses/translate",
  async (
    { id, language }: { id: string; language: string },
    { extra, getState, signal },
  ): Promise<Translation | false> => {
    try {
      const server = getState().instance.server;
      const translation = await postTranslation(
        extra.client,
        server,
        id,
        language,
        signal,
      );
      return translation?.content ? translation : false;
    } catch {
      return false;
    }
  },
);
