import { createAction } from "@reduxjs/toolkit";
import type { ApiClient } from "../../api/client";
import { getDriveFileAttachment } from "../../api/endpoints/drive";
import { getMedia, postMedia } from "../../api/endpoints/media";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { composeLimits, type ComposerId } from "./draft";
import { createAppAsyncThunk } from "../hooks";

/**
 * Media uploads for the composer (spec 02 section 7.7): POST /api/v2/media
 * where the server has it (`mediaV2`), else /api/v1/media, with progress
 * reported as plain actions; an attachment still processing is polled until
 * it has a URL.
 */

export interface UploadProgressedPayload {
  composerId: ComposerId;
  key: string;
  /** Share of the bytes sent, in whole percent steps (0 to 1). */
  progress: number;
  /** Sent; the server is still processing the file. */
  processing?: boolean;
}

export const uploadProgressed = createAction<UploadProgressedPayload>(
  "compose/uploadProgressed",
);

export interface UploadArg {
  composerId: ComposerId;
  /** Chosen by the caller, so it can find the attachment while it uploads. */
  key: string;
  /**
   * The one value in an action that is not plain data: it stays in
   * `meta.arg` (which the serialisability check skips), and reducers read
   * only its name.
   */
  file: File;
}

/** How long to wait between looks at an attachment that is processing. */
export const PROCESSING_POLL_MS = 1000;
/** About two minutes of polling before giving up. */
const PROCESSING_POLLS = 120;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

async function whenProcessed(
  client: ApiClient,
  id: string,
  signal: AbortSignal,
): Promise<MediaAttachment> {
  for (let attempt = 0; attempt < PROCESSING_POLLS; attempt += 1) {
    await wait(PROCESSING_POLL_MS, signal);
    const attachment = await getMedia(client, id, signal);
    if (attachment.url !== null) return attachment;
  }
  throw new Error("The server is taking too long to process this file");
}

/** Uploads one file into a draft. */
export const uploadComposeMedia = createAppAsyncThunk(
  "compose/upload",
  async (
    { composerId, key, file }: UploadArg,
    { extra, getState, dispatch, signal },
  ) => {
    let sent = -1;
    const uploaded = await postMedia(extra.client, file, {
      v2: getState().instance.features.mediaV2,
      signal,
      onProgress: ({ loaded, total }) => {
        const progress = total > 0 ? Math.floor((loaded / total) * 100) : 0;
        if (progress === sent) return;
        sent = progress;
        dispatch(
          uploadProgressed({ composerId, key, progress: progress / 100 }),
        );
      },
    });
    if (!uploaded.processing) {
      return { composerId, key, attachment: uploaded.attachment };
    }
    dispatch(
      uploadProgressed({ composerId, key, progress: 1, processing: true }),
    );
    const attachment = await whenProcessed(
      extra.client,
      uploaded.attachment.id,
      signal,
    );
    return { composerId, key, attachment };
  },
  {
    // The draft's media item says why in place.
    silent: true,
    condition: ({ composerId }, { getState }) => {
      const state = getState();
      const media = state.compose?.composers[composerId].draft.media;
      return (
        media !== undefined &&
        media.length <
          composeLimits(state.instance.data, state.instance.features).maxMedia
      );
    },
  },
);

export interface DriveAttachArg {
  composerId: ComposerId;
  key: string;
  /** The drive file's id, which is its attachment's id too (Iceshrimp.NET). */
  fileId: string;
  name: string;
}

/** Attaches a file of the member's drive (gate `drive`): no upload, its attachment is read. */
export const attachDriveFile = createAppAsyncThunk(
  "compose/attachDriveFile",
  async ({ composerId, key, fileId }: DriveAttachArg, { extra, signal }) => ({
    composerId,
    key,
    attachment: await getDriveFileAttachment(extra.client, fileId, signal),
  }),
  {
    silent: true,
    condition: ({ composerId, fileId }, { getState }) => {
      const state = getState();
      const media = state.compose?.composers[composerId].draft.media;
      return (
        media !== undefined &&
        !media.some((m) => m.id === fileId) &&
        media.length <
          composeLimits(state.instance.data, state.instance.features).maxMedia
      );
    },
  },
);
