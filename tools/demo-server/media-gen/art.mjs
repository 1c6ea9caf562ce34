// SVG avatars, profile headers and custom emoji drawn for the demo accounts.

/** One entry per demo account: file stem, initials, hue and a motif. */
export const AVATARS = [
  { name: "maren", initials: "MH", hue: 18, motif: "ring" },
  { name: "alice", initials: "AO", hue: 120, motif: "leaf" },
  { name: "bob", initials: "BL", hue: 205, motif: "wheel" },
  { name: "chen", initials: "陈", hue: 160, motif: "ring" },
  { name: "tidebot", initials: "≈", hue: 195, motif: "wave" },
  { name: "sam", initials: "SR", hue: 280, motif: "wave" },
  { name: "bakers", initials: "NB", hue: 35, motif: "leaf" },
  { name: "potluckclub", initials: "PS", hue: 350, motif: "ring" },
  { name: "lena", initials: "LB", hue: 60, motif: "wheel" },
  { name: "yuki", initials: "由", hue: 240, motif: "star" },
  { name: "pierre", initials: "PD", hue: 25, motif: "leaf" },
  { name: "ana", initials: "AS", hue: 185, motif: "wave" },
];

export const EMOJIS = [
  { shortcode: "potluck", draw: "pot" },
  { shortcode: "baguette", draw: "baguette" },
  { shortcode: "teapot", draw: "teapot" },
  { shortcode: "sprout", draw: "sprout" },
  { shortcode: "blobwave", draw: "blob" },
  { shortcode: "tide", draw: "tide" },
  { shortcode: "sparkle_star", draw: "star" },
];

const hsl = (h, s, l) => `hsl(${h} ${s}% ${l}%)`;

const motifs = {
  ring: (h) =>
    `<circle cx="96" cy="96" r="70" fill="none" stroke="${hsl(h, 60, 80)}" stroke-width="10" opacity=".5"/>`,
  leaf: (h) =>
    `<path d="M40 150 C40 80 100 40 160 40 C160 110 110 150 40 150Z" fill="${hsl(h, 55, 75)}" opacity=".45"/>`,
  wheel: (h) =>
    `<g stroke="${hsl(h, 60, 85)}" stroke-width="6" opacity=".45" fill="none"><circle cx="96" cy="96" r="60"/><path d="M96 36V156M36 96H156M54 54L138 138M138 54L54 138"/></g>`,
  wave: (h) =>
    `<path d="M0 120 Q48 90 96 120 T192 120 V192 H0Z" fill="${hsl(h, 60, 80)}" opacity=".45"/>`,
  star: (h) =>
    `<path d="M96 20 L110 80 L172 96 L110 112 L96 172 L82 112 L20 96 L82 80Z" fill="${hsl(h, 70, 88)}" opacity=".4"/>`,
};

export function avatarSvg({ initials, hue, motif }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 55)}"/><stop offset="1" stop-color="${hsl((hue + 40) % 360, 60, 35)}"/></linearGradient></defs>
<rect width="192" height="192" fill="url(#g)"/>${motifs[motif](hue)}
<text x="96" y="116" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#fff">${initials}</text>
</svg>
`;
}

export function headerSvg({ hue }) {
  const layers = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${260 + i * 70} C300 ${200 + i * 60} 600 ${330 + i * 50} 900 ${250 + i * 70} S1300 ${300 + i * 40} 1500 ${240 + i * 60} V500 H0Z" fill="${hsl((hue + i * 15) % 360, 50, 70 - i * 15)}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
<rect width="1500" height="500" fill="${hsl(hue, 45, 88)}"/>${layers}
</svg>
`;
}

const emojiArt = {
  pot: `<path d="M8 26h48l-6 28H14Z" fill="#b5542a"/><rect x="4" y="20" width="56" height="8" rx="4" fill="#d05a2a"/><path d="M22 16c0-6 6-6 6-12M34 16c0-6 6-6 6-12" stroke="#999" stroke-width="3" fill="none"/>`,
  baguette: `<rect x="4" y="24" width="56" height="16" rx="8" transform="rotate(-30 32 32)" fill="#d9a05b"/><path d="M20 40l6-10M30 34l6-10M40 28l6-10" stroke="#f3dcb0" stroke-width="3" transform="rotate(0)"/>`,
  teapot: `<ellipse cx="30" cy="38" rx="20" ry="16" fill="#3f8f7a"/><path d="M50 34l10-8v6l-8 10z" fill="#3f8f7a"/><path d="M10 32a8 8 0 1 0 0 12" stroke="#3f8f7a" stroke-width="4" fill="none"/><rect x="24" y="18" width="12" height="6" rx="3" fill="#2c6b5a"/>`,
  sprout: `<path d="M32 60V30" stroke="#3d7a2a" stroke-width="4"/><path d="M32 34C20 34 12 26 12 14c12 0 20 8 20 20zM32 30c0-12 8-20 20-20 0 12-8 20-20 20z" fill="#6cbf45"/>`,
  blob: `<circle cx="32" cy="34" r="24" fill="#f5c542"/><circle cx="24" cy="30" r="3"/><circle cx="40" cy="30" r="3"/><path d="M22 42q10 8 20 0" stroke="#000" stroke-width="3" fill="none"/><path d="M52 14l6-6M56 22l7-2" stroke="#f5c542" stroke-width="4"/>`,
  tide: `<path d="M2 36q10-10 20 0t20 0 20 0v26H2z" fill="#2f7fbf"/><path d="M2 26q10-10 20 0t20 0 20 0" stroke="#8cc4ec" stroke-width="4" fill="none"/>`,
  star: `<path d="M32 4l7 21h22l-18 13 7 22-18-13-18 13 7-22L3 25h22z" fill="#ffcf33"/>`,
};

export function emojiSvg({ draw }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${emojiArt[draw]}</svg>
`;
}
