// A minimal multipart/form-data parser for uploads (media, profile images).
// Whole bodies are in memory already; the demo server never streams uploads.

/**
 * @param {Buffer} raw
 * @param {string} boundary
 * @returns {{ fields: [string, string][], files: Record<string, { filename: string, mime: string, data: Buffer }> }}
 */
export function parseMultipart(raw, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = [];
  const files = {};
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    start += delimiter.length;
    if (raw.subarray(start, start + 2).toString() === "--") break;
    const next = raw.indexOf(delimiter, start);
    if (next === -1) break;
    const part = raw.subarray(start + 2, next - 2); // skip CRLF after delimiter and before the next
    const split = part.indexOf("\r\n\r\n");
    if (split !== -1) {
      const head = part.subarray(0, split).toString("utf8");
      const data = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const mime =
        /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ??
        "application/octet-stream";
      if (name !== undefined) {
        if (filename !== undefined)
          files[name] = { filename, mime, data: Buffer.from(data) };
        else fields.push([name, data.toString("utf8")]);
      }
    }
    start = next;
  }
  return { fields, files };
}
