import {
  accountTimelineKey,
  filterContextOfTimeline,
  hashtagTimelineKey,
  isWindowed,
  listTimelineKey,
  parseTimelineKey,
  streamKeyFromFrame,
  streamKeyToParams,
  streamKeyToTimelineKey,
  timelineKeyToStreamKey,
} from "../../src/store/keys";

describe("timeline keys", () => {
  it.each([
    ["home", { kind: "home" }],
    [
      "public:local:media",
      { kind: "public", local: true, remote: false, onlyMedia: true },
    ],
    [
      "public:remote",
      { kind: "public", local: false, remote: true, onlyMedia: false },
    ],
    ["hashtag:bread", { kind: "hashtag", tag: "bread", local: false }],
    ["hashtag:local:bread", { kind: "hashtag", tag: "bread", local: true }],
    ["hashtag:local", { kind: "hashtag", tag: "local", local: false }],
    ["list:12", { kind: "list", id: "12" }],
    [
      "account:7:with_replies",
      { kind: "account", id: "7", tab: "with_replies" },
    ],
    ["account:7:tag:bread", { kind: "accountTag", id: "7", tag: "bread" }],
    ["quotes:9", { kind: "quotes", statusId: "9" }],
  ])("%s", (key, source) => {
    expect(parseTimelineKey(key)).toEqual(source);
  });

  it("are built lower-cased and refuse what they do not name", () => {
    expect(hashtagTimelineKey("Bread", true)).toBe("hashtag:local:bread");
    expect(accountTimelineKey("7", "media")).toBe("account:7:media");
    expect(parseTimelineKey("account:7:likes")).toBeNull();
    expect(isWindowed("quotes:9")).toBe(false);
    expect(isWindowed("home")).toBe(true);
  });
});

describe("stream keys", () => {
  it.each([
    ["user", { stream: "user" }, "home"],
    ["user:notification", { stream: "user:notification" }, null],
    ["direct", { stream: "direct" }, null],
    ["public:local", { stream: "public:local" }, "public:local"],
    [
      "public:remote:media",
      { stream: "public:remote:media" },
      "public:remote:media",
    ],
    [
      "hashtag:Potluck",
      { stream: "hashtag", tag: "potluck" },
      "hashtag:potluck",
    ],
    [
      "hashtag:local:potluck",
      { stream: "hashtag:local", tag: "potluck" },
      "hashtag:local:potluck",
    ],
    ["list:12", { stream: "list", list: "12" }, "list:12"],
    // kmyblue streams an antenna's catches.
    ["antenna:4", { stream: "antenna", antenna: "4" }, "antenna:4"],
  ])("%s", (key, params, timeline) => {
    expect(streamKeyToParams(key)).toEqual(params);
    expect(streamKeyToTimelineKey(key)).toBe(timeline);
  });

  it("reads a frame's stream array and maps timelines back to streams", () => {
    expect(streamKeyFromFrame(["hashtag", "Bread"])).toBe("hashtag:bread");
    expect(streamKeyFromFrame(["list", "7"])).toBe("list:7");
    expect(streamKeyFromFrame(["antenna", "4"])).toBe("antenna:4");
    expect(streamKeyFromFrame([])).toBe("");
    expect(timelineKeyToStreamKey("home")).toBe("user");
    expect(timelineKeyToStreamKey("hashtag:bread")).toBe("hashtag:bread");
    expect(timelineKeyToStreamKey("account:1:posts")).toBeNull();
    expect(timelineKeyToStreamKey("antenna:4")).toBe("antenna:4");
    expect(timelineKeyToStreamKey("circle:4")).toBeNull();
  });
});

describe("filter contexts of timelines", () => {
  it.each([
    ["home", "home"],
    [listTimelineKey("12"), "home"],
    ["public", "public"],
    ["public:local:media", "public"],
    [hashtagTimelineKey("Bread"), "public"],
    [hashtagTimelineKey("bread", true), "public"],
    [accountTimelineKey("7", "with_replies"), "account"],
    ["account:7:tag:bread", "account"],
    ["quotes:99", "thread"],
    ["bookmarks", null],
  ])("%s is filtered as %s", (key, context) => {
    expect(filterContextOfTimeline(key)).toBe(context);
  });

  it("a list's timeline key is the one its stream feeds", () => {
    expect(streamKeyToTimelineKey("list:12")).toBe(listTimelineKey("12"));
  });
});
