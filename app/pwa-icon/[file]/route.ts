import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PWA_ICON_SIZES } from "./sizes";

// The installable app's PNG icons, drawn from public/icon.svg (the one logo) when first asked and kept in
// memory; browsers cache them for a year. "maskable-512.png" pads the paw into the safe zone (the inner 80 %)
// on a full orange square, as Android's round and squircle masks need.
const BRAND = "#f46a17";
const cache = new Map<string, Promise<Buffer>>();

async function draw(name: string): Promise<Buffer | null> {
  const svg = await readFile(path.join(process.cwd(), "public", "icon.svg"));
  if (name === "maskable-512") {
    const paw = await sharp(svg, { density: 600 }).resize(352, 352).png().toBuffer();
    return sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
      .composite([{ input: paw }])
      .png()
      .toBuffer();
  }
  const size = Number(name);
  if (!(PWA_ICON_SIZES as readonly number[]).includes(size)) return null;
  return sharp(svg, { density: 600 }).resize(size, size).png().toBuffer();
}

// File names end in .png: paths with a dot skip the locale proxy (proxy.ts), as static files do.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const size = file.endsWith(".png") ? file.slice(0, -4) : "";
  if (!cache.has(size)) {
    const drawn = await draw(size);
    if (!drawn) return new Response(null, { status: 404 });
    cache.set(size, Promise.resolve(drawn));
  }
  const png = await cache.get(size)!;
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
