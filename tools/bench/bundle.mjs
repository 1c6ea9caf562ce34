// The built files on disk: every JavaScript and CSS chunk with its size and
// gzip size (zlib level 6), and the locale chunks on their own.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const HASHED = /^(.*)\.[0-9a-f]{10}\.(js|css)$/;

export function bundleFigures(distDir) {
  const chunks = {};
  let sourceMaps = 0;
  for (const dir of ["js", "css"]) {
    const full = path.join(distDir, dir);
    if (!existsSync(full)) continue;
    for (const file of readdirSync(full).sort()) {
      if (file.endsWith(".map")) sourceMaps += 1;
      const match = HASHED.exec(file);
      if (!match) continue;
      const body = readFileSync(path.join(full, file));
      chunks[match[1]] = {
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
      };
    }
  }
  const values = Object.values(chunks);
  const locales = Object.fromEntries(
    Object.entries(chunks)
      .filter(([name]) => name.startsWith("locale-"))
      .map(([name, size]) => [name, size.gzipBytes]),
  );
  return {
    chunkCount: values.length,
    totalBytes: values.reduce((n, c) => n + c.bytes, 0),
    totalGzipBytes: values.reduce((n, c) => n + c.gzipBytes, 0),
    largestLocaleGzipBytes: Math.max(0, ...Object.values(locales)),
    localeGzipBytes: locales,
    sourceMapFiles: sourceMaps,
    chunks,
  };
}
