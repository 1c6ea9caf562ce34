import { ApiClient, type FetchLike } from "../../../src/api/client";
import {
  deleteDriveFile,
  getDriveFile,
  getDriveFileAttachment,
  getDriveFolder,
  patchDriveFile,
  postDriveFile,
} from "../../../src/api/endpoints/drive";
import { ORIGIN, recordingClient } from "../../support/recordingClient";

/** DriveFileResponse as Iceshrimp.NET sends it (camel case). */
const file = {
  id: "9x1",
  url: "https://shrimp.example/files/abc",
  thumbnailUrl: "https://shrimp.example/files/abc-thumb",
  filename: "tide.jpg",
  contentType: "image/jpeg",
  description: null,
  sensitive: false,
};

describe("Iceshrimp.NET drive", () => {
  it("browses the root and a sub-folder", async () => {
    const { client, calls } = recordingClient({
      "GET /api/iceshrimp/drive/folder": {
        body: {
          id: null,
          name: null,
          parentId: null,
          files: [file, { filename: "no id" }],
          folders: [{ id: "f1", name: "Harbour", parentId: null }],
        },
      },
      "GET /api/iceshrimp/drive/folder/f1": {
        body: {
          id: "f1",
          name: "Harbour",
          parentId: null,
          files: [],
          folders: [],
        },
      },
    });
    const root = await getDriveFolder(client, null);
    expect(root).toEqual({
      id: null,
      name: null,
      parentId: null,
      files: [{ ...file, description: null }],
      folders: [{ id: "f1", name: "Harbour", parentId: null }],
    });
    expect((await getDriveFolder(client, "f1")).name).toBe("Harbour");
    expect(calls.map((c) => c.path)).toEqual([
      "/api/iceshrimp/drive/folder",
      "/api/iceshrimp/drive/folder/f1",
    ]);
  });

  it("reads, changes and deletes a file", async () => {
    const { client, calls } = recordingClient({
      "GET /api/iceshrimp/drive/9x1": { body: file },
      "PATCH /api/iceshrimp/drive/9x1": {
        body: { ...file, description: "Low tide", sensitive: true },
      },
    });
    await getDriveFile(client, "9x1");
    const changed = await patchDriveFile(client, "9x1", {
      description: "Low tide",
      sensitive: true,
    });
    expect(changed).toMatchObject({ description: "Low tide", sensitive: true });
    await deleteDriveFile(client, "9x1");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/iceshrimp/drive/9x1", null],
      [
        "PATCH",
        "/api/iceshrimp/drive/9x1",
        { description: "Low tide", sensitive: true },
      ],
      ["DELETE", "/api/iceshrimp/drive/9x1", null],
    ]);
  });

  it("uploads multipart into a folder with the Iceshrimp key, and reads the file as an attachment with the Mastodon token", async () => {
    const seen: {
      method: string;
      url: string;
      auth: string | null;
      body: unknown;
    }[] = [];
    const fetch: FetchLike = (url, init) => {
      seen.push({
        method: init.method ?? "GET",
        url,
        auth: new Headers(init.headers).get("Authorization"),
        body: init.body,
      });
      const reply = url.includes("/api/v1/media/")
        ? {
            id: "9x1",
            type: "image",
            url: file.url,
            preview_url: file.thumbnailUrl,
            description: null,
          }
        : file;
      return Promise.resolve(new Response(JSON.stringify(reply)));
    };
    const client = new ApiClient({
      baseUrl: ORIGIN,
      accessToken: "mastodon-token",
      fetch,
    });
    client.iceshrimpToken = "shrimp-key";
    const uploaded = await postDriveFile(
      client,
      new Blob(["jpeg"], { type: "image/jpeg" }),
      "tide.jpg",
      "f1",
    );
    expect(uploaded.id).toBe("9x1");
    const attachment = await getDriveFileAttachment(client, uploaded.id);
    expect(attachment).toMatchObject({ id: "9x1", type: "image" });
    expect(seen.map(({ method, url, auth }) => [method, url, auth])).toEqual([
      [
        "POST",
        `${ORIGIN}/api/iceshrimp/drive?folderId=f1`,
        "Bearer shrimp-key",
      ],
      ["GET", `${ORIGIN}/api/v1/media/9x1`, "Bearer mastodon-token"],
    ]);
    const form = seen[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("file")).toBeInstanceOf(Blob);
  });
});
