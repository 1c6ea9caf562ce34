import { instanceSchema } from "../../src/api/schemas/instance";
import { getFeatures } from "../../src/api/serverFeatures";

/** The gates added for a member's everyday tools (domain blocks and reports). */
const gatesOf = (version: string) =>
  getFeatures(instanceSchema.parse({ domain: "example.com", version }));

describe("member tool gates", () => {
  it.each([
    [
      "4.5.0",
      { domainBlocks: true, reportCategories: true, reportRules: true },
    ],
    [
      "3.5.3",
      { domainBlocks: true, reportCategories: true, reportRules: false },
    ],
    [
      "3.4.0",
      { domainBlocks: true, reportCategories: false, reportRules: false },
    ],
    [
      "2.7.2 (compatible; Pleroma 2.9.1)",
      { domainBlocks: true, reportCategories: false, reportRules: true },
    ],
    [
      "2.7.2 (compatible; Pleroma 2.6.0)",
      { domainBlocks: true, reportCategories: false, reportRules: false },
    ],
    [
      "2.7.2 (compatible; Akkoma 3.15.2)",
      { domainBlocks: true, reportCategories: false, reportRules: false },
    ],
    [
      "0.0.0 (compatible; GoToSocial 0.19.1)",
      { domainBlocks: false, reportCategories: false, reportRules: false },
    ],
  ])("%s", (version, expected) => {
    const features = gatesOf(version);
    expect({
      domainBlocks: features.domainBlocks,
      reportCategories: features.reportCategories,
      reportRules: features.reportRules,
    }).toEqual(expected);
  });
});
