// Small SVG building blocks shared by the seed's pet, product and store pictures.
import type { Random } from "./random";

/** Rounds coordinates so generated SVG stays short. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function pawPrint(x: number, y: number, size: number, color: string, rotation = 0, opacity = 1): string {
  const s = size;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotation)})" fill="${color}" opacity="${opacity}">
<ellipse cx="0" cy="${n(s * 0.28)}" rx="${n(s * 0.42)}" ry="${n(s * 0.34)}"/>
<ellipse cx="${n(-s * 0.46)}" cy="${n(-s * 0.18)}" rx="${n(s * 0.15)}" ry="${n(s * 0.2)}"/>
<ellipse cx="${n(-s * 0.17)}" cy="${n(-s * 0.42)}" rx="${n(s * 0.15)}" ry="${n(s * 0.2)}"/>
<ellipse cx="${n(s * 0.17)}" cy="${n(-s * 0.42)}" rx="${n(s * 0.15)}" ry="${n(s * 0.2)}"/>
<ellipse cx="${n(s * 0.46)}" cy="${n(-s * 0.18)}" rx="${n(s * 0.15)}" ry="${n(s * 0.2)}"/></g>`;
}

export function heart(x: number, y: number, size: number, color: string, rotation = 0, opacity = 1): string {
  const s = size / 2;
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(rotation)})" fill="${color}" opacity="${opacity}" d="M0 ${n(s * 0.9)} C${n(-s * 1.4)} ${n(-s * 0.1)} ${n(-s * 0.7)} ${n(-s * 1.2)} 0 ${n(-s * 0.45)} C${n(s * 0.7)} ${n(-s * 1.2)} ${n(s * 1.4)} ${n(-s * 0.1)} 0 ${n(s * 0.9)}Z"/>`;
}

export function star(x: number, y: number, size: number, color: string, rotation = 0, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? size / 2 : size / 4.6;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`);
  }
  return `<polygon transform="translate(${n(x)} ${n(y)}) rotate(${n(rotation)})" points="${points.join(" ")}" fill="${color}" opacity="${opacity}" stroke="${color}" stroke-width="${n(size * 0.08)}" stroke-linejoin="round"/>`;
}

export function bone(x: number, y: number, size: number, color: string, rotation = 0, opacity = 1): string {
  const s = size;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotation)})" fill="${color}" opacity="${opacity}">
<rect x="${n(-s * 0.38)}" y="${n(-s * 0.11)}" width="${n(s * 0.76)}" height="${n(s * 0.22)}" rx="${n(s * 0.06)}"/>
<circle cx="${n(-s * 0.4)}" cy="${n(-s * 0.12)}" r="${n(s * 0.14)}"/><circle cx="${n(-s * 0.4)}" cy="${n(s * 0.12)}" r="${n(s * 0.14)}"/>
<circle cx="${n(s * 0.4)}" cy="${n(-s * 0.12)}" r="${n(s * 0.14)}"/><circle cx="${n(s * 0.4)}" cy="${n(s * 0.12)}" r="${n(s * 0.14)}"/></g>`;
}

export function cloud(x: number, y: number, size: number, opacity = 0.9): string {
  const s = size;
  return `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.55)}" ry="${n(s * 0.22)}"/>
<circle cx="${n(x - s * 0.2)}" cy="${n(y - s * 0.1)}" r="${n(s * 0.2)}"/><circle cx="${n(x + s * 0.12)}" cy="${n(y - s * 0.16)}" r="${n(s * 0.26)}"/></g>`;
}

export function flower(x: number, y: number, size: number, petal: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="0" cy="${n(-size * 0.42)}" rx="${n(size * 0.26)}" ry="${n(size * 0.36)}" transform="rotate(${a})"/>`,
    )
    .join("");
  return `<g transform="translate(${n(x)} ${n(y)})" fill="${petal}">${petals}<circle r="${n(size * 0.24)}" fill="#ffd166"/></g>`;
}

/**
 * Places a few decorations around the edges of a square picture, away from the centre where the
 * subject sits.
 */
export function scatter(
  rng: Random,
  size: number,
  count: number,
  draw: (x: number, y: number, i: number) => string,
): string {
  const parts: string[] = [];
  const centre = size / 2;
  for (let i = 0, tries = 0; i < count && tries < count * 20; tries++) {
    const x = rng.float(size * 0.05, size * 0.95);
    const y = rng.float(size * 0.05, size * 0.95);
    if (Math.hypot(x - centre, y - centre * 1.05) < size * 0.36) continue;
    parts.push(draw(x, y, i));
    i++;
  }
  return parts.join("");
}

export type Pastel = readonly [string, string];

export const pastels: readonly Pastel[] = [
  ["#ffe5ec", "#ffc2d1"],
  ["#e0f7fa", "#a5e4ee"],
  ["#fff3c4", "#ffd98e"],
  ["#e6f6e8", "#b6e2c1"],
  ["#efe7fb", "#cdbdf0"],
  ["#ffe8cc", "#ffc994"],
  ["#e3f0fd", "#b5d5f8"],
  ["#fde2f0", "#f6b5d3"],
  ["#e8f7f1", "#a8e0c8"],
  ["#fff0e6", "#f9c5ad"],
];
