import { selectAdminConfig } from "../../../../src/store/admin/config/slice";
import {
  fetchInstanceConfig,
  saveInstanceConfig,
} from "../../../../src/store/admin/config/thunks";
import { sectionsStore } from "../collection/storeSupport";

const CONFIG = "/api/v1/pleroma/admin/config";
const instance = {
  group: ":pleroma",
  key: ":instance",
  value: [
    { tuple: [":name", "Harbour"] },
    { tuple: [":registrations_open", true] },
    { tuple: [":limit", 5000] },
  ],
  db: [":name"],
};
const descriptions = [
  {
    group: ":pleroma",
    key: ":instance",
    label: "Instance",
    description: "Instance-related settings",
    type: "group",
    children: [
      {
        key: ":name",
        label: "Name",
        description: "Name of the instance",
        type: "string",
      },
      {
        key: ":registrations_open",
        description: "Enable registrations for anyone",
        type: "boolean",
      },
      {
        key: ":limit",
        label: "Limit",
        description: "Posts character limit",
        type: "integer",
      },
    ],
  },
];

describe("instance configuration", () => {
  it("reads the settings shown with their descriptions, and saves only what changed", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${CONFIG}`]: { body: { configs: [instance], need_reboot: false } },
      [`GET ${CONFIG}/descriptions`]: { body: descriptions },
      [`POST ${CONFIG}`]: { body: { configs: [], need_reboot: true } },
    });
    await store.dispatch(fetchInstanceConfig());
    expect(selectAdminConfig(store.getState())).toMatchObject({
      values: { ":name": "Harbour", ":registrations_open": true },
      descriptions: {
        ":name": { label: "Name", description: "Name of the instance" },
        // Unnamed by the server: the console names it itself.
        ":registrations_open": {
          label: null,
          description: "Enable registrations for anyone",
        },
      },
    });
    await store.dispatch(
      saveInstanceConfig({ changes: { ":registrations_open": false } }),
    );
    expect(calls.at(-1)?.body).toEqual({
      configs: [
        {
          group: ":pleroma",
          key: ":instance",
          value: [{ tuple: [":registrations_open", false] }],
        },
      ],
    });
    expect(selectAdminConfig(store.getState())).toMatchObject({
      values: { ":registrations_open": false },
      needReboot: true,
    });
  });

  it("shows the old values again when a save is refused", async () => {
    const { store, notices } = sectionsStore("pleroma", {
      [`GET ${CONFIG}`]: { body: { configs: [instance] } },
      [`GET ${CONFIG}/descriptions`]: { body: [] },
      [`POST ${CONFIG}`]: {
        status: 400,
        body: {
          error:
            "To use this endpoint you need to enable configuration from database.",
        },
      },
    });
    await store.dispatch(fetchInstanceConfig());
    await store.dispatch(saveInstanceConfig({ changes: { ":name": "Pier" } }));
    expect(selectAdminConfig(store.getState()).values[":name"]).toBe("Harbour");
    expect(notices().items[0]?.source).toBe("adminConfig/save");
  });
});
