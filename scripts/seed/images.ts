import "server-only";
import sharp from "sharp";
import { drawPersonAvatar } from "./avatar-drawings";
import { canWear, drawAccessory, drawPet, type Accessory, type Expression } from "./pet-drawings";
import type { PetLook } from "./pet-looks";
import { drawProduct, drawStoreBanner, drawStoreLogo, type ProductPicture } from "./product-drawings";
import { createRandom, type Random } from "./random";
import { drawScene, type Scene } from "./scenes";
import { svgDocument } from "./svg-parts";

// Seed pictures are drawn as SVG and encoded once; a low WebP effort keeps the whole demo seed fast.
const WEBP = { quality: 82, effort: 2 } as const;

export type PetPhotoOptions = { seed: number; scene?: Scene; accessory?: Accessory; expression?: Expression };

const accessoryColors = ["#ff6b9a", "#4ea5e8", "#ff9f43", "#8e6cef", "#2ec4b6", "#e63946", "#f9c74f"];
const everydayScenes: Scene[] = ["soft", "soft", "park", "home", "beach", "snow", "party"];
const everydayAccessories: Accessory[] = [
  "none",
  "none",
  "bow",
  "flower",
  "bandana",
  "collar",
  "party-hat",
  "sunglasses",
  "scarf",
];
const expressions: Expression[] = ["happy", "happy", "calm", "joy", "wink"];

/** Any unspecified option is drawn from the seed; a scene also suggests a fitting accessory and mood. */
/** The side of a pet photo (posts and pet galleries are square drawings). */
export const PET_PHOTO_SIZE = 800;

export function petPhotoSvg(
  look: PetLook,
  options: PetPhotoOptions,
  size = PET_PHOTO_SIZE,
  viewBox = "0 0 800 800",
  height = size,
): string {
  const rng = createRandom(options.seed);
  const scene = look.kind === "fish" ? "water" : (options.scene ?? rng.pick(everydayScenes));
  const expression = options.expression ?? (scene === "night" ? "sleepy" : rng.pick(expressions));
  const drawing = drawPet(look, expression, rng);
  let accessory = options.accessory ?? defaultAccessory(scene, rng);
  if (!canWear(drawing.anchors, accessory))
    accessory = canWear(drawing.anchors, "bow") && rng.chance(0.5) ? "bow" : "none";
  const layers = drawScene(scene, rng);
  const tilt = rng.float(-6, 6);
  const shift = rng.float(-24, 24);
  const scale = rng.float(0.9, 1);
  const pet = `<g transform="translate(${(400 + shift).toFixed(1)} 800) rotate(${tilt.toFixed(1)}) scale(${scale.toFixed(3)}) translate(-400 -800)">${drawing.svg}${drawAccessory(accessory, drawing.anchors, rng.pick(accessoryColors))}</g>`;
  return svgDocument(size, height, layers.back + pet + layers.front, viewBox);
}

function defaultAccessory(scene: Scene, rng: Random): Accessory {
  if (scene === "beach") return rng.chance(0.6) ? "sunglasses" : "bandana";
  if (scene === "snow") return "scarf";
  if (scene === "party") return "party-hat";
  if (scene === "night") return rng.pick<Accessory>(["none", "bow", "collar"]);
  return rng.pick(everydayAccessories);
}

export function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

export function renderPetPhoto(look: PetLook, options: PetPhotoOptions): Promise<Buffer> {
  return toWebp(petPhotoSvg(look, options));
}

/** A 256 px close-up of the pet's face on a soft background: the avatar many pet people choose. */
export function renderPetAvatar(look: PetLook, seed: number): Promise<Buffer> {
  return toWebp(
    petPhotoSvg(look, { seed, scene: "soft", accessory: "none", expression: "happy" }, 256, "110 90 580 580"),
  );
}

/** A care guide's 16:9 cover (1200 × 675): the pet's head and shoulders in its scene. */
export function renderGuideCover(look: PetLook, options: PetPhotoOptions): Promise<Buffer> {
  return toWebp(petPhotoSvg(look, { expression: "happy", ...options }, 1200, "0 150 800 450", 675));
}

export function renderPersonAvatar(seed: number): Promise<Buffer> {
  return toWebp(drawPersonAvatar(createRandom(seed)));
}

export function renderProductImage(picture: ProductPicture, seed: number): Promise<Buffer> {
  return toWebp(drawProduct(picture, createRandom(seed)));
}

export function renderStoreLogo(color: string, seed: number): Promise<Buffer> {
  return toWebp(drawStoreLogo(color, createRandom(seed)));
}

export function renderStoreBanner(color: string, seed: number): Promise<Buffer> {
  return toWebp(drawStoreBanner(color, createRandom(seed)));
}

/** Runs `tasks` with at most `limit` in flight: sharp is multi-threaded, so a few at once is enough. */
export async function runLimited<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
