// Stream names and subscriptions of the streaming API, and the malformed
// frames the control API can send.

export const AUTH_STREAMS = new Set([
  "user",
  "user:notification",
  "list",
  "direct",
  // kmyblue: an antenna's catches (streaming/index.js, channel `antenna`).
  "antenna",
]);
export const PUBLIC_STREAMS = {
  public: {},
  "public:local": { local: true },
  "public:remote": { remote: true },
  "public:media": { onlyMedia: true },
  "public:local:media": { local: true, onlyMedia: true },
  "public:remote:media": { remote: true, onlyMedia: true },
};

/** Normalises a subscription into a key and the `stream` array frames carry. */
export function streamOf({ stream, tag, list, antenna }) {
  if (stream === "hashtag" || stream === "hashtag:local") {
    return tag
      ? {
          key: `${stream}:${String(tag).toLowerCase()}`,
          name: stream,
          arg: String(tag).toLowerCase(),
          array: [stream, String(tag)],
        }
      : null;
  }
  if (stream === "list")
    return list
      ? {
          key: `list:${list}`,
          name: stream,
          arg: String(list),
          array: ["list", String(list)],
        }
      : null;
  if (stream === "antenna")
    return antenna
      ? {
          key: `antenna:${antenna}`,
          name: stream,
          arg: String(antenna),
          array: ["antenna", String(antenna)],
        }
      : null;
  if (stream in PUBLIC_STREAMS || AUTH_STREAMS.has(stream))
    return { key: stream, name: stream, arg: null, array: [stream] };
  return null;
}

/** Broken frames for /__control/malformed, by kind. */
export const MALFORMED = {
  garbage: "}{ this is not JSON",
  "bad-payload": JSON.stringify({
    stream: ["public"],
    event: "update",
    payload: '{"id": "1", broken',
  }),
  "unknown-event": JSON.stringify({
    stream: ["public"],
    event: "pleroma:mystery",
    payload: "{}",
  }),
  "missing-payload": JSON.stringify({ stream: ["public"], event: "update" }),
  "wrong-shape": JSON.stringify({
    stream: ["public"],
    event: "update",
    payload: JSON.stringify({ id: 42, content: null }),
  }),
};
