import { ApiError, type ApiClient } from "../client";
import {
  mediaAttachmentSchema,
  type MediaAttachment,
} from "../schemas/mediaAttachment";

/** Media attachments (spec 02 section 7.7). */

export interface MediaFocus {
  x: number;
  y: number;
}

/** What an attachment is described with: alt text and focal point. */
export interface MediaDetails {
  description?: string;
  focus?: MediaFocus | null;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends MediaDetails {
  /** POST /api/v2/media (asynchronous processing) rather than /api/v1/media. */
  v2: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface Uploaded {
  attachment: MediaAttachment;
  /** Still being processed (202, or no URL yet): poll getMedia until it has one. */
  processing: boolean;
}

/** The form value Mastodon reads a focal point from: "x,y". */
export const focusParam = (focus: MediaFocus) =>
  `${focus.x.toFixed(2)},${focus.y.toFixed(2)}`;

function errorText(json: unknown, fallback: string): string {
  if (json !== null && typeof json === "object" && "error" in json) {
    const { error } = json;
    if (typeof error === "string" && error) return error;
  }
  return fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * One multipart POST through XMLHttpRequest: fetch cannot report upload
 * progress, which is the only reason this bypasses ApiClient.request. Same
 * contract otherwise: bearer token, ApiError for a non-OK answer, a
 * TypeError (no status) when the network fails.
 */
function sendWithProgress(
  client: ApiClient,
  path: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const url = client.url(path);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (client.accessToken) {
      xhr.setRequestHeader("Authorization", `Bearer ${client.accessToken}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.({ loaded: event.loaded, total: event.total });
      }
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, json });
        return;
      }
      const fallback = `${xhr.status} ${xhr.statusText}`.trim();
      reject(
        new ApiError(
          errorText(json, fallback),
          xhr.status,
          xhr.statusText,
          url,
          xhr.responseText,
          json,
        ),
      );
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () =>
      reject(new DOMException("The upload was aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads a file, reporting progress; v2 may answer 202 while it processes. */
export async function postMedia(
  client: ApiClient,
  file: Blob,
  { v2, description, focus, onProgress, signal }: UploadOptions,
): Promise<Uploaded> {
  const form = new FormData();
  form.append("file", file);
  if (description) form.append("description", description);
  if (focus) form.append("focus", focusParam(focus));
  const path = v2 ? "/api/v2/media" : "/api/v1/media";
  const { status, json } = await sendWithProgress(
    client,
    path,
    form,
    onProgress,
    signal,
  );
  const parsed = mediaAttachmentSchema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      "The server sent an unreadable attachment",
      status,
      "",
      client.url(path),
      JSON.stringify(json),
      json,
    );
  }
  return {
    attachment: parsed.data,
    processing: status === 202 || parsed.data.url === null,
  };
}

/** An attachment; `url` stays null (Mastodon answers 206) while it is processed. */
export function getMedia(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<MediaAttachment> {
  return client.one(
    "GET",
    `/api/v1/media/${encodeURIComponent(id)}`,
    mediaAttachmentSchema,
    { signal },
  );
}

/** Updates the alt text and focal point of an attachment not yet posted. */
export function putMedia(
  client: ApiClient,
  id: string,
  { description, focus }: MediaDetails,
  signal?: AbortSignal,
): Promise<MediaAttachment> {
  return client.one(
    "PUT",
    `/api/v1/media/${encodeURIComponent(id)}`,
    mediaAttachmentSchema,
    {
      body: {
        ...(description === undefined ? {} : { description }),
        ...(focus ? { focus: focusParam(focus) } : {}),
      },
      signal,
    },
  );
}
