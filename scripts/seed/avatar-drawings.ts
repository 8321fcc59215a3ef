// Friendly cartoon people for the 256×256 profile pictures of seeded users.
import type { Random } from "./random";
import { n, pastels, shade, svgDocument } from "./svg-parts";

const skins = ["#f8d9c4", "#f1c7a8", "#e0ac85", "#c68a62", "#a86b45", "#7c4a2d"];
const hairs = ["#2b2024", "#4a3226", "#7b4b2a", "#c58c4b", "#e7c27d", "#a33b20", "#9a9a9a"];
const shirts = ["#ff6b9a", "#4ea5e8", "#ff9f43", "#8e6cef", "#2ec4b6", "#e63946", "#52b788", "#f9c74f"];

type HairStyle = "short" | "long" | "bun" | "curly" | "buzz";

export function drawPersonAvatar(rng: Random): string {
  const skin = rng.pick(skins);
  const hair = rng.pick(hairs);
  const shirt = rng.pick(shirts);
  const [, background] = rng.pick(pastels);
  const style = rng.pick<HairStyle>(["short", "long", "long", "bun", "curly", "buzz", "short"]);
  const ink = "#2d2326";
  const parts = [`<rect width="256" height="256" fill="${background}"/>`];

  if (style === "long")
    parts.push(
      `<path d="M60 118 C56 58 94 36 128 36 C162 36 200 58 196 118 L204 206 C170 222 86 222 52 206Z" fill="${hair}"/>`,
    );
  if (style === "curly") {
    for (let deg = 160; deg <= 380; deg += 22) {
      const a = (deg * Math.PI) / 180;
      parts.push(`<circle cx="${n(128 + Math.cos(a) * 60)}" cy="${n(104 + Math.sin(a) * 62)}" r="22" fill="${hair}"/>`);
    }
  }
  parts.push(`<path d="M26 264 C34 204 78 182 128 182 C178 182 222 204 230 264Z" fill="${shirt}"/>`);
  parts.push(
    `<path d="M106 184 Q128 204 150 184" fill="none" stroke="${shade(shirt, -0.25)}" stroke-width="5" stroke-linecap="round"/>`,
  );
  parts.push(`<rect x="110" y="150" width="36" height="38" rx="12" fill="${shade(skin, -0.1)}"/>`);
  parts.push(
    `<circle cx="74" cy="118" r="12" fill="${shade(skin, -0.05)}"/><circle cx="182" cy="118" r="12" fill="${shade(skin, -0.05)}"/>`,
  );
  parts.push(`<ellipse cx="128" cy="112" rx="55" ry="62" fill="${skin}"/>`);

  if (style === "short" || style === "bun") {
    parts.push(
      `<path d="M70 108 C66 60 98 42 128 42 C162 42 192 60 186 108 C172 86 152 74 128 76 C104 74 84 86 70 108Z" fill="${hair}"/>`,
    );
  }
  if (style === "bun") parts.push(`<circle cx="128" cy="36" r="24" fill="${hair}"/>`);
  if (style === "long")
    parts.push(
      `<path d="M70 114 C64 58 100 40 130 40 C166 40 194 64 186 116 C176 92 162 80 146 76 C130 94 100 104 70 114Z" fill="${hair}"/>`,
    );
  if (style === "buzz")
    parts.push(
      `<path d="M74 100 C74 62 100 48 128 48 C156 48 182 62 182 100 C166 84 148 78 128 78 C108 78 90 84 74 100Z" fill="${hair}" opacity="0.85"/>`,
    );
  if (style === "curly")
    parts.push(
      `<path d="M74 100 C80 66 104 54 128 54 C152 54 176 66 182 100 C164 86 146 82 128 84 C110 82 92 86 74 100Z" fill="${hair}"/>`,
    );

  const browColor = shade(hair, -0.2);
  parts.push(
    `<path d="M98 98 Q108 92 118 97 M138 97 Q148 92 158 98" fill="none" stroke="${browColor}" stroke-width="4" stroke-linecap="round"/>`,
  );
  parts.push(
    `<circle cx="108" cy="116" r="6" fill="${ink}"/><circle cx="148" cy="116" r="6" fill="${ink}"/><circle cx="106" cy="114" r="2" fill="#fff"/><circle cx="146" cy="114" r="2" fill="#fff"/>`,
  );
  if (rng.chance(0.25)) {
    parts.push(
      `<g fill="none" stroke="#3d3540" stroke-width="4"><circle cx="108" cy="116" r="16"/><circle cx="148" cy="116" r="16"/><path d="M124 114 Q128 110 132 114"/></g>`,
    );
  }
  if (style === "buzz" && rng.chance(0.6)) {
    parts.push(
      `<path d="M76 122 C80 170 106 178 128 178 C150 178 176 170 180 122 C170 150 150 156 128 156 C106 156 86 150 76 122Z" fill="${hair}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="94" cy="136" rx="11" ry="7" fill="#ff8fa3" opacity="0.35"/><ellipse cx="162" cy="136" rx="11" ry="7" fill="#ff8fa3" opacity="0.35"/>`,
  );
  parts.push(
    `<path d="M112 140 Q128 156 144 140" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/>`,
  );
  return svgDocument(256, 256, parts.join(""));
}
