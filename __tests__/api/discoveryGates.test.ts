import { instanceSchema } from "../../src/api/schemas/instance";
import { getFeatures } from "../../src/api/serverFeatures";

/** The federated timeline's remote and media-only switches (issue 17). */
const gatesOf = (version: string) => {
  const features = getFeatures(
    instanceSchema.parse({ domain: "example.com", version }),
  );
  return {
    remote: features.publicTimelineRemote,
    media: features.publicTimelineMedia,
  };
};

describe("federated timeline gates", () => {
  it.each([
    ["4.5.0", { remote: true, media: true }],
    ["3.1.4", { remote: true, media: true }],
    ["3.1.3", { remote: false, media: true }],
    ["2.7.2 (compatible; Pleroma 2.9.1)", { remote: true, media: true }],
    ["2.7.2 (compatible; Akkoma 3.15.2)", { remote: true, media: true }],
    ["0.0.0 (compatible; GoToSocial 0.19.1)", { remote: false, media: false }],
  ])("%s", (version, expected) => {
    expect(gatesOf(version)).toEqual(expected);
  });
});
