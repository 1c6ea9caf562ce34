import {
  domainBlocksFromMrf,
  mrfAllowUpdate,
  mrfBlockUpdate,
  withChanges,
} from "../../src/api/adminMrf";
import type { ConfigEntry } from "../../src/api/schemas/adminConfig";

const tuple = (key: string, value: unknown) => ({ tuple: [key, value] });
const entry = (key: string, value: unknown[]): ConfigEntry => ({
  group: ":pleroma",
  key,
  value,
  db: [],
});

describe("the :mrf_simple emulation", () => {
  it("keeps bare domains bare on a server that writes them so (Pleroma before 2.4)", () => {
    const old = [
      entry(":mrf_simple", [tuple(":reject", ["old.example", "Spam.Example"])]),
      entry(":mrf", [
        tuple(":policies", "Pleroma.Web.ActivityPub.MRF.SimplePolicy"),
      ]),
    ];
    expect(domainBlocksFromMrf(old).map((b) => [b.id, b.severity])).toEqual([
      ["old.example", "suspend"],
      ["spam.example", "suspend"],
    ]);
    expect(
      mrfBlockUpdate(old, "new.example", {
        severity: "suspend",
        reject_media: false,
        reject_reports: false,
        public_comment: "",
      }),
    ).toEqual([
      {
        group: ":pleroma",
        key: ":mrf_simple",
        value: [
          tuple(":reject", ["old.example", "Spam.Example", "new.example"]),
        ],
      },
    ]);
  });

  it("adds the SimplePolicy to a single policy named as a string", () => {
    const configs = [
      entry(":mrf", [
        tuple(":policies", "Pleroma.Web.ActivityPub.MRF.TagPolicy"),
      ]),
    ];
    expect(mrfAllowUpdate(configs, "friend.example", true)).toEqual([
      {
        group: ":pleroma",
        key: ":mrf_simple",
        value: [tuple(":accept", [tuple("friend.example", "")])],
      },
      {
        group: ":pleroma",
        key: ":mrf",
        value: [
          tuple(":policies", [
            "Pleroma.Web.ActivityPub.MRF.TagPolicy",
            "Pleroma.Web.ActivityPub.MRF.SimplePolicy",
          ]),
        ],
      },
    ]);
  });

  it("changes a reason in place and writes nothing when all stays the same", () => {
    const configs = [
      entry(":mrf_simple", [tuple(":reject", [tuple("a.example", "old")])]),
    ];
    const block = {
      severity: "suspend" as const,
      reject_media: false,
      reject_reports: false,
      public_comment: "new",
    };
    expect(mrfBlockUpdate(configs, "a.example", block)).toEqual([
      {
        group: ":pleroma",
        key: ":mrf_simple",
        value: [tuple(":reject", [tuple("a.example", "new")])],
      },
    ]);
    expect(
      mrfBlockUpdate(configs, "A.example", { ...block, public_comment: "old" }),
    ).toEqual([]);
  });

  it("merges saved subkeys into the config as Pleroma does, keeping the rest", () => {
    const configs = [
      entry(":mrf_simple", [
        tuple(":reject", ["a.example"]),
        tuple(":media_nsfw", ["b.example"]),
      ]),
      entry(":instance", [tuple(":name", "Pot")]),
    ];
    const merged = withChanges(configs, [
      { group: ":pleroma", key: ":mrf_simple", value: [tuple(":reject", [])] },
      { group: ":pleroma", key: ":mrf", value: [tuple(":policies", [])] },
    ]);
    expect(merged).toEqual([
      entry(":mrf_simple", [
        tuple(":media_nsfw", ["b.example"]),
        tuple(":reject", []),
      ]),
      entry(":instance", [tuple(":name", "Pot")]),
      entry(":mrf", [tuple(":policies", [])]),
    ]);
  });
});
