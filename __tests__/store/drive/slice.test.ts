import { ApiClient } from "../../../src/api/client";
import { createAppStore } from "../../../src/store";
import { selectDriveListing } from "../../../src/store/drive/selectors";
import { MAX_LISTINGS } from "../../../src/store/drive/state";
import { fetchDriveFolder } from "../../../src/store/drive/thunks";

describe("drive slice", () => {
  it("keeps the folders listed last, and only their files", async () => {
    const store = createAppStore({
      client: new ApiClient({
        baseUrl: "https://potluck.test",
        fetch: (input) => {
          const id = new URL(input).pathname.split("/").pop() ?? "";
          const body = {
            id,
            name: `Folder ${id}`,
            parentId: null,
            files: [
              {
                id: `file-${id}`,
                url: "https://potluck.test/a.png",
                filename: "a.png",
                contentType: "image/png",
              },
            ],
            folders: [],
          };
          return Promise.resolve(
            new Response(JSON.stringify(body), {
              headers: { "Content-Type": "application/json" },
            }),
          );
        },
      }),
    });
    for (let n = 0; n < MAX_LISTINGS + 3; n += 1)
      await store.dispatch(fetchDriveFolder({ folderId: `d${String(n)}` }));
    const state = store.getState();
    expect(selectDriveListing(state, "d0")).toBeUndefined();
    expect(
      selectDriveListing(state, `d${String(MAX_LISTINGS + 2)}`)?.name,
    ).toBe(`Folder d${String(MAX_LISTINGS + 2)}`);
    expect(Object.keys(state.drive?.listings ?? {})).toHaveLength(MAX_LISTINGS);
    expect(Object.keys(state.drive?.files ?? {})).toHaveLength(MAX_LISTINGS);
  });
});
