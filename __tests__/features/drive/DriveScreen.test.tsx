import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { DriveScreen } from "../../../src/features/drive/DriveScreen";
import { attachDriveFile } from "../../../src/store/compose/media";
import { sessionStarted } from "../../../src/store/events";
import { instanceFetched } from "../../store/factories";
import {
  createTestApp,
  renderApp,
  type Routes as FakeRoutes,
} from "../account/support";
import { selectComposer } from "../../../src/store/compose/selectors";

const file = (id: string, filename: string) => ({
  id,
  url: `https://potluck.test/files/${id}.png`,
  thumbnailUrl: `https://potluck.test/files/${id}-thumb.png`,
  filename,
  contentType: "image/png",
  description: null,
  sensitive: false,
  isAvatar: false,
  isBanner: false,
});

const root = {
  id: null,
  name: null,
  parentId: null,
  files: [file("f1", "loaf.png")],
  folders: [{ id: "d1", name: "Garden", parentId: null }],
};

async function iceshrimpApp(routes: FakeRoutes) {
  const app = await createTestApp({
    "GET /api/iceshrimp/drive/folder": () => ({ body: root }),
    ...routes,
  });
  app.store.dispatch(
    instanceFetched({
      uri: "potluck.test",
      title: "Potluck test",
      version: "4.2.1 (compatible; Iceshrimp.NET/2025.1)",
    }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
  return app;
}

const drive = (
  <Routes>
    <Route path="/drive" element={<DriveScreen />} />
    <Route path="/drive/:folderId" element={<DriveScreen />} />
  </Routes>
);

describe("DriveScreen", () => {
  it("lists folders and files, makes a folder, and says a refused deletion", async () => {
    const app = await iceshrimpApp({
      "POST /api/iceshrimp/drive/folder": ({ body }) => ({
        body: {
          id: "d2",
          name: (body as { name: string }).name,
          parentId: null,
        },
      }),
      "DELETE /api/iceshrimp/drive/f1": () => ({
        status: 422,
        body: { error: "Refusing to delete file: used in note" },
      }),
    });
    renderApp(app.store, drive, "/drive");
    const folders = await screen.findByRole("list", { name: "Folders" });
    expect(
      within(folders).getByRole("link", { name: "Garden" }),
    ).toHaveAttribute("href", "/drive/d1");
    const files = screen.getByRole("list", { name: "Files" });
    expect(within(files).getByText("loaf.png")).toBeVisible();
    expect(within(files).getByText("image/png")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "New folder" }));
    const name = screen.getByLabelText("Folder name");
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    await userEvent.type(name, "Recipes{Enter}");
    expect(
      await within(folders).findByRole("link", { name: "Recipes" }),
    ).toHaveAttribute("href", "/drive/d2");
    expect(app.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Recipes",
      parentId: null,
    });

    await userEvent.click(
      screen.getByRole("button", { name: "Delete loaf.png" }),
    );
    await waitFor(() => {
      expect(app.calls.some((c) => c.method === "DELETE")).toBe(true);
    });
    // Refused: the file stays.
    expect(within(files).getByText("loaf.png")).toBeVisible();
  });

  it("renames a file in place", async () => {
    const app = await iceshrimpApp({
      "PATCH /api/iceshrimp/drive/f1": () => ({
        body: file("f1", "sourdough.png"),
      }),
    });
    renderApp(app.store, drive, "/drive");
    await userEvent.click(
      await screen.findByRole("button", { name: "Rename loaf.png" }),
    );
    const field = screen.getByLabelText("File name");
    await userEvent.clear(field);
    await userEvent.type(field, "sourdough.png{Enter}");
    expect(await screen.findByText("sourdough.png")).toBeVisible();
    expect(app.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      filename: "sourdough.png",
    });
  });

  it("attaches a drive file to a draft by reading its attachment", async () => {
    const app = await iceshrimpApp({
      "GET /api/v1/media/f1": () => ({
        body: {
          id: "f1",
          type: "image",
          url: "https://potluck.test/files/f1.png",
          preview_url: "https://potluck.test/files/f1-thumb.png",
          description: null,
        },
      }),
    });
    await app.store.dispatch(
      attachDriveFile({
        composerId: "main",
        key: "k1",
        fileId: "f1",
        name: "loaf.png",
      }),
    );
    const [item] = selectComposer(app.store.getState(), "main").draft.media;
    expect(item).toMatchObject({ id: "f1", state: "ready", name: "loaf.png" });
    // The same file twice is one attachment.
    await app.store.dispatch(
      attachDriveFile({
        composerId: "main",
        key: "k2",
        fileId: "f1",
        name: "loaf.png",
      }),
    );
    expect(
      selectComposer(app.store.getState(), "main").draft.media,
    ).toHaveLength(1);
  });
});
