/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { FEATURE_NAMES } from "../../src/api/features";
import {
  FAMILY_FEATURES,
  readGates,
  END,
  renderFeatureTable,
  START,
} from "../../tools/featureTable/table";

const root = path.resolve(__dirname, "../..");

describe("the README's family features table", () => {
  it("is what the feature table gives (run npm run readme:features)", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const block = readme.slice(
      readme.indexOf(START) + START.length,
      readme.indexOf(END),
    );
    // Prettier pads the cells when it formats the README: compare them trimmed.
    const cells = (table: string) =>
      table
        .trim()
        .split("\n")
        .map((line) =>
          line
            .split(/(?<!\\)\|/)
            .map((c) => c.trim().replace(/^-+$/, "---"))
            .join("|"),
        );
    expect(cells(block)).toEqual(cells(renderFeatureTable()));
  });

  it("names each gate's conditions and the screen, or says none offers it", () => {
    const table = renderFeatureTable();
    expect(table).toContain(
      "| Interaction requests | `interactionRequests` | GoToSocial ≥ 0.17.0 |",
    );
    expect(table).toContain("| Events | `events` | Pleroma feature `events` |");
    expect(table).toContain("Fedibird capability `kmyblue_antenna`");
    expect(table.split("\n")).toHaveLength(FAMILY_FEATURES.length + 2);
  });

  it("counts the gates the app reads outside the feature table", () => {
    const read = readGates(root);
    expect(read).toEqual(
      expect.arrayContaining(["interactionRequests", "events", "chats"]),
    );
    expect(read.length).toBeLessThan(FEATURE_NAMES.length);
  });
});
