// Records two short silent WebM clips from a canvas animation in Debian's
// Chromium (MediaRecorder), since no video encoder ships with Node.
/* global document, MediaRecorder, requestAnimationFrame */
import { chromium } from "playwright-core";
import { encode } from "blurhash";

const CLIPS = [
  {
    name: "gifv-kettle.webm",
    width: 320,
    height: 240,
    seconds: 2,
    kind: "kettle",
  },
  {
    name: "video-waves.webm",
    width: 480,
    height: 270,
    seconds: 4,
    kind: "waves",
  },
];

/** Runs in the page: draws frame `t` (seconds) of an animation. */
function draw(ctx, kind, w, h, t) {
  if (kind === "kettle") {
    ctx.fillStyle = "#f3e9d8";
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = "#3f8f7a";
    ctx.beginPath();
    ctx.ellipse(w / 2, h * 0.68, 80, 55, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(w / 2 - 20, h * 0.68 - 75, 40, 20);
    for (let i = 0; i < 5; i++) {
      const p = (t / 2 + i / 5) % 1;
      ctx.globalAlpha = 1 - p;
      ctx.fillStyle = "#bbb";
      ctx.beginPath();
      ctx.arc(
        w / 2 + 95 + Math.sin(p * 9 + i) * 10,
        h * 0.55 - p * 120,
        8 + p * 14,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    return;
  }
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, "#7fb8e6");
  sky.addColorStop(1, "#e9f3fb");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  for (let layer = 0; layer < 3; layer++) {
    ctx.fillStyle = ["#5b9bd0", "#2f7fbf", "#1d5a8f"][layer];
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 8) {
      const y =
        h * (0.55 + layer * 0.12) +
        Math.sin(x / 40 + t * (2 + layer) + layer) * 10;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(w, h);
    ctx.fill();
  }
}

async function recordOne(page, clip) {
  return page.evaluate(
    async ({ clip, drawSource }) => {
      const drawFn = new Function(`return (${drawSource})`)();
      const canvas = document.createElement("canvas");
      canvas.width = clip.width;
      canvas.height = clip.height;
      document.body.append(canvas);
      const ctx = canvas.getContext("2d");
      drawFn(ctx, clip.kind, clip.width, clip.height, 0);
      const still = Array.from(
        ctx.getImageData(0, 0, clip.width, clip.height).data,
      );
      const recorder = new MediaRecorder(canvas.captureStream(25), {
        mimeType: "video/webm;codecs=vp8",
        videoBitsPerSecond: 250000,
      });
      const parts = [];
      recorder.ondataavailable = (e) => parts.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      recorder.start();
      await new Promise((resolve) => {
        const tick = () => {
          const t = (performance.now() - start) / 1000;
          drawFn(ctx, clip.kind, clip.width, clip.height, t);
          if (t < clip.seconds) requestAnimationFrame(tick);
          else resolve();
        };
        tick();
      });
      recorder.stop();
      await done;
      const buffer = await new Blob(parts, {
        type: "video/webm",
      }).arrayBuffer();
      let binary = "";
      for (const byte of new Uint8Array(buffer))
        binary += String.fromCharCode(byte);
      return { base64: btoa(binary), still };
    },
    { clip, drawSource: draw.toString() },
  );
}

export async function recordClips() {
  const browser = await chromium.launch({
    executablePath: process.env.POTLUCK_CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>clips</title><body></body>");
    const clips = [];
    for (const clip of CLIPS) {
      const { base64, still } = await recordOne(page, clip);
      clips.push({
        name: clip.name,
        width: clip.width,
        height: clip.height,
        duration: clip.seconds,
        data: Buffer.from(base64, "base64"),
        blurhash: encode(
          Uint8ClampedArray.from(still),
          clip.width,
          clip.height,
          4,
          3,
        ),
      });
    }
    return clips;
  } finally {
    await browser.close();
  }
}
