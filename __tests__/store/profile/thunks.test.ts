import { ApiClient, type FetchLike } from "../../../src/api/client";
import { createAppStore } from "../../../src/store/index";
import { fetchOwnAccount } from "../../../src/store/accounts/thunks";
import { selectProfileLimits } from "../../../src/store/profile/selectors";
import {
  removeProfileImage,
  updateProfile,
} from "../../../src/store/profile/thunks";
import { sessionEnded } from "../../../src/store/events";
import { sectionsStore } from "../admin/collection/storeSupport";
import { BASE, rawAccount } from "../factories";

function me(over: Record<string, unknown> = {}) {
  return {
    ...rawAccount("1", { username: "alice", display_name: "Alice" }),
    source: {
      privacy: "unlisted",
      sensitive: false,
      language: "en",
      note: "Plot 14",
      fields: [{ name: "Plot", value: "14" }],
      indexable: true,
      hide_collections: false,
    },
    ...over,
  };
}

describe("the member's profile", () => {
  it("keeps the source verify_credentials brings, and forgets it when the session ends", async () => {
    const { store } = sectionsStore("mastodon", {
      "GET /api/v1/accounts/verify_credentials": { body: me() },
    });
    await store.dispatch(fetchOwnAccount());
    expect(store.getState().profile.source).toMatchObject({
      note: "Plot 14",
      privacy: "unlisted",
      indexable: true,
    });
    store.dispatch(sessionEnded());
    expect(store.getState().profile.source).toBeNull();
  });

  it("saves as JSON without images, and the account entity changes at once", async () => {
    const { store, calls } = sectionsStore("mastodon", {
      "PATCH /api/v1/accounts/update_credentials": {
        body: me({ display_name: "Alice H" }),
      },
    });
    const result = await store.dispatch(
      updateProfile({ display_name: "Alice H", note: "Plot 14" }),
    );
    expect(updateProfile.fulfilled.match(result)).toBe(true);
    expect(calls[0]?.body).toEqual({
      display_name: "Alice H",
      note: "Plot 14",
    });
    expect(store.getState().accounts.byId["1"]?.display_name).toBe("Alice H");
  });

  it("sends multipart when an image is chosen", async () => {
    let sent: unknown = null;
    const fetch: FetchLike = (_input, init) => {
      sent = init.body;
      return Promise.resolve(
        new Response(JSON.stringify(me()), {
          headers: { "Content-Type": "application/json" },
        }),
      );
    };
    const store = createAppStore({
      client: new ApiClient({ baseUrl: BASE, accessToken: "t", fetch }),
      production: false,
      recorder: null,
    });
    await store.dispatch(
      updateProfile({
        display_name: "Alice",
        fields_attributes: [],
        avatar: new Blob(["png"], { type: "image/png" }),
      }),
    );
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get("display_name")).toBe("Alice");
    expect(form.get("avatar")).toBeInstanceOf(Blob);
    // An empty list still clears the fields: one blank row the servers drop.
    expect(form.get("fields_attributes[0][name]")).toBe("");
  });

  it("carries Mastodon's refusal by field", async () => {
    const { store, notices } = sectionsStore("mastodon", {
      "PATCH /api/v1/accounts/update_credentials": {
        status: 422,
        body: {
          error: "Validation failed: Display name is too long",
          details: {
            display_name: [
              {
                error: "ERR_TOO_LONG",
                description: "is too long (maximum is 30 characters)",
              },
            ],
          },
        },
      },
    });
    const result = await store.dispatch(
      updateProfile({ display_name: "N".repeat(40) }),
    );
    expect(result.payload).toMatchObject({
      status: 422,
      fields: [
        {
          field: "display_name",
          message: "is too long (maximum is 30 characters)",
        },
      ],
    });
    // Shown beside the field, not toasted.
    expect(JSON.stringify(notices())).not.toContain("too long");
  });

  it("reads Pleroma's refusal as naming the display name", async () => {
    const { store } = sectionsStore("pleroma", {
      "PATCH /api/v1/accounts/update_credentials": {
        status: 413,
        body: { error: "Name is too long" },
      },
    });
    const result = await store.dispatch(
      updateProfile({ display_name: "N".repeat(120) }),
    );
    expect(result.payload).toMatchObject({
      fields: [{ field: "display_name", message: "Name is too long" }],
    });
  });

  it("removes the avatar and takes the server's default", async () => {
    const { store, calls } = sectionsStore("mastodon", {
      "DELETE /api/v1/profile/avatar": {
        body: me({ avatar: "https://example.social/missing.png" }),
      },
    });
    await store.dispatch(removeProfileImage({ image: "avatar" }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "DELETE /api/v1/profile/avatar",
    ]);
    expect(store.getState().accounts.byId["1"]?.avatar).toBe(
      "https://example.social/missing.png",
    );
  });

  it("holds each family to its own limits, with the advertised field count", () => {
    expect(
      selectProfileLimits(sectionsStore("mastodon").store.getState()),
    ).toMatchObject({ displayName: 30, note: 500 });
    expect(
      selectProfileLimits(sectionsStore("pleroma").store.getState()),
    ).toMatchObject({
      displayName: 100,
      note: 5000,
      fields: 4,
      fieldValue: 2047,
    });
    expect(
      selectProfileLimits(sectionsStore("gotosocial").store.getState()),
    ).toMatchObject({ displayName: 30, fields: 6 });
  });
});
