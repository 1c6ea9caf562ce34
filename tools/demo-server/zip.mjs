// A ZIP archive of stored (uncompressed) files, enough for a backup that an
// unzip tool or the browser's download opens (APPNOTE 6.3, no extensions).
import { crc32 } from "node:zlib";

function header(size, fields) {
  const buffer = Buffer.alloc(size);
  let offset = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
    offset += bytes;
  }
  return buffer;
}

/** @param {{ name: string, data: Buffer }[]} files */
export function storedZip(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    // version 10, flag 0x800 (UTF-8 names), method 0 (stored), no date.
    const common = [
      [2, 10],
      [2, 0x800],
      [2, 0],
      [2, 0],
      [2, 0x21],
      [4, crc],
      [4, data.length],
      [4, data.length],
      [2, nameBytes.length],
    ];
    const local = header(30, [[4, 0x04034b50], ...common, [2, 0]]);
    parts.push(local, nameBytes, data);
    central.push(
      header(46, [
        [4, 0x02014b50],
        [2, 20],
        ...common,
        [2, 0],
        [2, 0],
        [2, 0],
        [2, 0],
        [4, 0],
        [4, offset],
      ]),
      nameBytes,
    );
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = header(22, [
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, files.length],
    [2, files.length],
    [4, directory.length],
    [4, offset],
    [2, 0],
  ]);
  return Buffer.concat([...parts, directory, end]);
}
