// Generates the demo server's own small media files into data/media/: PNG
// pictures drawn by code, SVG avatars, headers and custom emoji, a WAV tune,
// and (with --video, through Debian's Chromium) two short WebM clips. It also
// writes data/media/index.json with each file's size and blurhash, which the
// store reads for attachment metadata. The output is committed; run this only
// to change the pictures: `node tools/demo-server/media-gen/make.mjs [--video]`.
import { mkdirSync, writeFileSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { deflateSync, crc32 } from "node:zlib";
import { fileURLToPath } from "node:url";
import { encode } from "blurhash";
import { AVATARS, EMOJIS, avatarSvg, headerSvg, emojiSvg } from "./art.mjs";
import { SCENES } from "./scenes.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "..", "data", "media");
mkdirSync(out, { recursive: true });
const indexFile = path.join(out, "index.json");
/** @type {Record<string, {width:number,height:number,mime:string,blurhash?:string,duration?:number}>} */
const index = existsSync(indexFile)
  ? JSON.parse(readFileSync(indexFile, "utf8"))
  : {};

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes RGBA pixels as an 8-bit RGB PNG (Sub filter on every row). */
function png(width, height, rgba) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 1;
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const v = rgba[(y * width + x) * 4 + c];
        const left = x > 0 ? rgba[(y * width + x - 1) * 4 + c] : 0;
        raw[row + 1 + x * 3 + c] = (v - left) & 0xff;
      }
    }
  }
  const head = Buffer.alloc(13);
  head.writeUInt32BE(width, 0);
  head.writeUInt32BE(height, 4);
  head.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", head),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function renderScene(name, width, height, scene) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = scene(x / width, y / height);
      const i = (y * width + x) * 4;
      rgba[i] = r;
      rgba[i + 1] = g;
      rgba[i + 2] = b;
      rgba[i + 3] = 255;
    }
  }
  writeFileSync(path.join(out, name), png(width, height, rgba));
  index[name] = {
    width,
    height,
    mime: "image/png",
    blurhash: encode(rgba, width, height, 4, 3),
  };
}

/** A two-second tune: 8 kHz, 8-bit mono PCM. */
function wav(name) {
  const rate = 8000;
  const notes = [392, 440, 494, 523, 587, 523, 494, 440];
  const samples = Buffer.alloc(rate * 2);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const f = notes[Math.floor(t * 4) % notes.length];
    const env = 1 - ((t * 4) % 1) * 0.8;
    samples[i] = 128 + Math.round(60 * env * Math.sin(2 * Math.PI * f * t));
  }
  const head = Buffer.alloc(44);
  head.write("RIFF", 0);
  head.writeUInt32LE(36 + samples.length, 4);
  head.write("WAVEfmt ", 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write("data", 36);
  head.writeUInt32LE(samples.length, 40);
  writeFileSync(path.join(out, name), Buffer.concat([head, samples]));
  index[name] = { width: 0, height: 0, mime: "audio/wav", duration: 2 };
}

for (const [name, [w, h, scene]] of Object.entries(SCENES)) {
  renderScene(name, w, h, scene);
}
for (const a of AVATARS) {
  writeFileSync(path.join(out, `avatar-${a.name}.svg`), avatarSvg(a));
  writeFileSync(path.join(out, `header-${a.name}.svg`), headerSvg(a));
}
for (const e of EMOJIS) {
  writeFileSync(path.join(out, `emoji-${e.shortcode}.svg`), emojiSvg(e));
}
wav("audio-tune.wav");

if (process.argv.includes("--video")) {
  const { recordClips } = await import("./clips.mjs");
  for (const clip of await recordClips()) {
    writeFileSync(path.join(out, clip.name), clip.data);
    index[clip.name] = {
      width: clip.width,
      height: clip.height,
      mime: "video/webm",
      duration: clip.duration,
      blurhash: clip.blurhash,
    };
  }
}

writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
console.log(`media: wrote ${Object.keys(index).length} entries to ${out}`);
