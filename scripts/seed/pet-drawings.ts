// Cartoon pet portraits as SVG, drawn on an 800×800 canvas: body at the bottom, face in the middle.
// Each kind returns anchor points so accessories (bow, bandana, hat…) sit in the right place.
import type { PetLook } from "./pet-looks";
import type { Random } from "./random";
import { flower, heart, n, shade } from "./svg-parts";

export type Expression = "happy" | "calm" | "sleepy" | "wink" | "joy";
export type Accessory = "none" | "bow" | "flower" | "bandana" | "collar" | "scarf" | "party-hat" | "sunglasses";

export type Anchors = {
  eyeY: number;
  eyeDx: number;
  eyeR: number;
  headTop: number;
  /** Null when the animal has no neck to dress (fish, hamsters, hedgehogs). */
  neckY: number | null;
  neckHalf: number;
  bow: readonly [number, number];
  /** Profile drawings (fish) have one visible eye: no sunglasses. */
  frontal: boolean;
};

export type PetDrawing = { svg: string; anchors: Anchors };

const INK = "#2d2326";
const PINK = "#f4a7b5";
const NOSE_PINK = "#f28b9b";

type EyeStyle = "open" | "happy" | "sleepy";
type EyeOptions = { iris?: string; slit?: boolean };

function eye(cx: number, cy: number, r: number, style: EyeStyle, { iris, slit }: EyeOptions = {}): string {
  if (style === "happy") {
    return `<path d="M${n(cx - r)} ${n(cy + r * 0.3)} Q${n(cx)} ${n(cy - r * 0.95)} ${n(cx + r)} ${n(cy + r * 0.3)}" fill="none" stroke="${INK}" stroke-width="${n(r * 0.32)}" stroke-linecap="round"/>`;
  }
  if (style === "sleepy") {
    return `<path d="M${n(cx - r)} ${n(cy - r * 0.05)} Q${n(cx)} ${n(cy + r * 0.85)} ${n(cx + r)} ${n(cy - r * 0.05)}" fill="none" stroke="${INK}" stroke-width="${n(r * 0.3)}" stroke-linecap="round"/>`;
  }
  const highlight = `<circle cx="${n(cx - r * 0.33)}" cy="${n(cy - r * 0.36)}" r="${n(r * 0.32)}" fill="#fff"/><circle cx="${n(cx + r * 0.32)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.14)}" fill="#fff" opacity="0.9"/>`;
  if (!iris) return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${INK}"/>${highlight}`;
  const pupil = slit
    ? `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.3)}" ry="${n(r * 0.78)}" fill="${INK}"/>`
    : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.56)}" fill="${INK}"/>`;
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${iris}" stroke="${INK}" stroke-width="${n(r * 0.14)}"/>${pupil}${highlight}`;
}

function eyes(
  a: Pick<Anchors, "eyeY" | "eyeDx" | "eyeR">,
  expression: Expression,
  options: EyeOptions = {},
  rightIris?: string,
): string {
  const left: EyeStyle = expression === "sleepy" ? "sleepy" : expression === "joy" ? "happy" : "open";
  const right: EyeStyle = expression === "wink" ? "happy" : left;
  return (
    eye(400 - a.eyeDx, a.eyeY, a.eyeR, left, options) +
    eye(400 + a.eyeDx, a.eyeY, a.eyeR, right, { ...options, iris: rightIris ?? options.iris })
  );
}

function blush(y: number, dx: number, size: number): string {
  return [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${n(400 + side * dx)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.6)}" fill="#ff7f9b" opacity="0.4"/>`,
    )
    .join("");
}

/** Draws `shape` for the left side and its mirror image for the right. */
function mirrored(shape: string): string {
  return `${shape}<g transform="translate(800 0) scale(-1 1)">${shape}</g>`;
}

/** Union of circles with one outline around the whole cloud: fluffy ruffs, poodle ears. */
function fluff(circles: readonly (readonly [number, number, number])[], fill: string, line: string): string {
  const outline = circles.map(([x, y, r]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`).join("");
  return `<g fill="${line}" stroke="${line}" stroke-width="12">${outline}</g><g fill="${fill}">${outline}</g>`;
}

function ring(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  r: number,
  from: number,
  to: number,
  step: number,
): [number, number, number][] {
  const circles: [number, number, number][] = [];
  for (let deg = from; deg <= to; deg += step) {
    const a = (deg * Math.PI) / 180;
    circles.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r]);
  }
  return circles;
}

function whiskers(y: number, color: string, startX = 330): string {
  const lines = [
    [startX, y, 200, y - 26],
    [startX, y + 14, 196, y + 14],
    [startX + 2, y + 28, 206, y + 54],
  ]
    .map(([x1, y1, x2, y2]) => `<path d="M${x1} ${y1} L${x2} ${y2}"/>`)
    .join("");
  return `<g stroke="${color}" stroke-width="3.5" stroke-linecap="round" opacity="0.65">${mirrored(lines)}</g>`;
}

const outline = (line: string, width = 6) => `stroke="${line}" stroke-width="${width}" stroke-linejoin="round"`;

function drawDog(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.3);
  const st = outline(line);
  const flat = l.flatFace;
  const a: Anchors = {
    eyeY: 378,
    eyeDx: flat ? 90 : 82,
    eyeR: l.ears === "bat" ? 31 : 28,
    headTop: 205,
    neckY: 566,
    neckHalf: 122,
    bow: [292, 222],
    frontal: true,
  };
  const parts: string[] = [];
  const earFill = l.marking === "saddle" || l.ears === "long" ? l.patch : shade(l.fur, -0.1);

  parts.push(`<path d="M130 880 C140 660 250 556 400 556 C550 556 660 660 670 880Z" fill="${l.fur}" ${st}/>`);
  if (l.marking !== "none" || rng.chance(0.5))
    parts.push(`<ellipse cx="400" cy="770" rx="105" ry="170" fill="${l.fur2}"/>`);

  if (l.ears === "pointy" || l.ears === "bat") {
    const big = l.ears === "bat";
    const outer = big
      ? "M214 314 C172 214 184 112 236 72 C308 108 358 180 368 248Z"
      : "M230 304 C212 222 220 140 252 94 C302 126 346 186 362 234Z";
    const inner = big
      ? "M238 276 C212 206 220 146 246 112 C292 144 324 192 334 238Z"
      : "M252 270 C244 214 250 166 264 134 C294 162 318 198 330 232Z";
    parts.push(mirrored(`<path d="${outer}" fill="${earFill}" ${st}/><path d="${inner}" fill="${PINK}"/>`));
  }
  if (l.fluffy) parts.push(fluff(ring(400, 395, 200, 182, 50, 0, 345, 23), l.fur, line));

  parts.push(
    `<defs><clipPath id="head"><ellipse cx="400" cy="390" rx="${flat ? 210 : 202}" ry="${flat ? 180 : 186}"/></clipPath></defs>`,
  );
  parts.push(`<ellipse cx="400" cy="390" rx="${flat ? 210 : 202}" ry="${flat ? 180 : 186}" fill="${l.fur}" ${st}/>`);
  const marks: string[] = [];
  if (l.marking === "patch")
    marks.push(`<ellipse cx="${rng.pick([318, 482])}" cy="372" rx="80" ry="72" fill="${l.patch}"/>`);
  if (l.marking === "blaze") marks.push(`<path d="M384 196 Q400 186 416 196 L436 430 L364 430Z" fill="${l.fur2}"/>`);
  if (l.marking === "saddle") {
    // A dark forehead fading out before the eyes, as on shepherds and Yorkies.
    parts.push(
      `<defs><linearGradient id="saddle" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.patch}" stop-opacity="0.9"/><stop offset="1" stop-color="${l.patch}" stop-opacity="0"/></linearGradient></defs>`,
    );
    marks.push(`<rect x="190" y="200" width="420" height="150" fill="url(#saddle)"/>`);
  }
  if (l.marking === "husky") {
    marks.push(
      `<path d="M190 408 C240 326 320 322 356 362 L400 248 L444 362 C480 322 560 326 610 408 L640 640 L160 640Z" fill="${l.fur2}"/>`,
    );
  }
  if (l.marking === "spots") {
    for (let i = 0; i < 6; i++)
      marks.push(
        `<circle cx="${n(rng.float(230, 570))}" cy="${n(rng.float(230, 330))}" r="${n(rng.float(16, 34))}" fill="${l.patch}"/>`,
      );
  }
  if (marks.length) parts.push(`<g clip-path="url(#head)">${marks.join("")}</g>`);

  if (l.ears === "floppy")
    parts.push(
      mirrored(
        `<path d="M264 262 C196 282 160 372 172 486 C180 552 232 582 266 552 C300 520 302 420 316 300Z" fill="${earFill}" ${st}/>`,
      ),
    );
  if (l.ears === "long")
    parts.push(
      mirrored(
        `<path d="M264 268 C190 290 150 400 158 544 C164 624 230 654 262 612 C296 570 300 440 314 304Z" fill="${earFill}" ${st}/>`,
      ),
    );
  if (l.ears === "folded")
    parts.push(mirrored(`<path d="M262 222 L346 200 Q332 262 226 320 Q232 252 262 222Z" fill="${earFill}" ${st}/>`));
  if (l.ears === "fluffy") {
    const earColor = l.marking === "patch" ? l.patch : shade(l.fur, -0.08);
    parts.push(
      mirrored(
        fluff(
          [
            [214, 352, 54],
            [200, 420, 58],
            [204, 492, 56],
            [222, 556, 48],
          ],
          earColor,
          line,
        ),
      ),
    );
    if (l.fluffy)
      parts.push(
        fluff(
          [
            [336, 222, 54],
            [400, 200, 62],
            [464, 222, 54],
          ],
          l.fur,
          line,
        ),
      );
  }

  const muzzleFill = l.marking === "mask" ? l.patch : l.fur2;
  if (l.marking === "beard") {
    parts.push(
      `<path d="M292 440 C288 610 360 652 400 652 C440 652 512 610 508 440Z" fill="${l.fur2}" ${outline(shade(l.fur2, -0.2))}/>`,
    );
    parts.push(
      mirrored(
        `<path d="M272 336 Q318 300 360 334 Q318 326 272 352Z" fill="${l.fur2}" ${outline(shade(l.fur2, -0.2), 4)}/>`,
      ),
    );
  } else {
    parts.push(
      `<ellipse cx="400" cy="${flat ? 470 : 478}" rx="${flat ? 122 : 112}" ry="${flat ? 74 : 88}" fill="${muzzleFill}"/>`,
    );
  }
  if (flat)
    parts.push(
      `<path d="M352 418 Q376 408 398 418 M402 418 Q424 408 448 418" fill="none" stroke="${line}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`,
    );

  parts.push(eyes(a, ex));
  const noseY = flat ? 438 : 446;
  parts.push(
    `<path d="M368 ${noseY} Q400 ${noseY - 12} 432 ${noseY} Q436 ${noseY + 24} 400 ${noseY + 42} Q364 ${noseY + 24} 368 ${noseY}Z" fill="${INK}"/>`,
  );
  parts.push(`<ellipse cx="386" cy="${noseY + 4}" rx="10" ry="6" fill="#fff" opacity="0.55"/>`);
  const m = noseY + 42;
  const mouthInk = l.marking === "mask" || l.fur2 === "#ffffff" ? INK : shade(INK, 0.1);
  if (ex === "happy" || ex === "joy") {
    parts.push(
      `<path d="M382 ${m + 16} Q380 ${m + 74} 402 ${m + 78} Q424 ${m + 74} 420 ${m + 16}Z" fill="#f47c8f" ${outline("#c85a6c", 4)}/>`,
    );
    parts.push(`<path d="M401 ${m + 24} L401 ${m + 56}" stroke="#c85a6c" stroke-width="3" stroke-linecap="round"/>`);
  }
  parts.push(
    `<path d="M400 ${m} L400 ${m + 16} M356 ${m + 14} Q378 ${m + 42} 400 ${m + 16} Q422 ${m + 42} 444 ${m + 14}" fill="none" stroke="${mouthInk}" stroke-width="6" stroke-linecap="round"/>`,
  );
  parts.push(blush(470, 118, 30));
  return { svg: parts.join(""), anchors: a };
}

function drawCat(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.3);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 386,
    eyeDx: 88,
    eyeR: 32,
    headTop: 220,
    neckY: 574,
    neckHalf: 116,
    bow: [296, 236],
    frontal: true,
  };
  const parts: string[] = [];
  const earFill = l.marking === "points" ? l.patch : l.fur;

  parts.push(`<path d="M160 880 C170 666 268 572 400 572 C532 572 630 666 640 880Z" fill="${l.fur}" ${st}/>`);
  if (["tuxedo", "points", "calico", "tabby"].includes(l.marking) || l.fluffy)
    parts.push(`<ellipse cx="400" cy="780" rx="100" ry="170" fill="${l.fur2}"/>`);

  const ears: Record<string, [string, string]> = {
    pointy: [
      "M222 318 C212 236 222 166 244 112 C296 140 340 186 356 236Z",
      "M244 286 C238 228 244 184 256 152 C290 176 316 206 330 236Z",
    ],
    big: [
      "M206 330 C184 230 194 128 226 72 C302 110 352 178 368 246Z",
      "M230 296 C214 220 220 156 238 112 C288 144 322 192 336 240Z",
    ],
    round: [
      "M244 300 C232 246 244 198 264 172 C308 192 340 224 352 252Z",
      "M262 280 C256 242 262 212 274 196 C300 210 320 232 330 254Z",
    ],
  };
  if (l.ears === "folded") {
    parts.push(
      mirrored(`<path d="M262 262 C252 222 280 196 344 206 C346 240 318 270 262 262Z" fill="${earFill}" ${st}/>`),
    );
  } else {
    const [outer, inner] = ears[l.ears] ?? ears.pointy!;
    parts.push(mirrored(`<path d="${outer}" fill="${earFill}" ${st}/><path d="${inner}" fill="${PINK}"/>`));
    if (l.fluffy && l.ears === "pointy")
      parts.push(
        mirrored(
          `<path d="M244 118 L236 84 M250 116 L256 82" stroke="${line}" stroke-width="5" stroke-linecap="round"/>`,
        ),
      );
  }
  if (l.fluffy) parts.push(fluff(ring(400, 420, 214, 168, 46, 10, 170, 16), l.fur, line));

  const rx = l.flatFace ? 224 : 218;
  const ry = l.flatFace ? 188 : 182;
  parts.push(`<defs><clipPath id="head"><ellipse cx="400" cy="400" rx="${rx}" ry="${ry}"/></clipPath>
<radialGradient id="points" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${l.patch}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${l.patch}" stop-opacity="0.75"/><stop offset="1" stop-color="${l.patch}" stop-opacity="0"/></radialGradient></defs>`);
  parts.push(`<ellipse cx="400" cy="400" rx="${rx}" ry="${ry}" fill="${l.fur}" ${st}/>`);
  const marks: string[] = [];
  if (l.marking === "tabby") {
    marks.push(
      `<g stroke="${l.patch}" stroke-linecap="round" fill="none" stroke-width="13"><path d="M370 226 Q378 262 368 294"/><path d="M400 220 L400 300"/><path d="M430 226 Q422 262 432 294"/></g>`,
    );
    marks.push(
      `<g stroke="${l.patch}" stroke-linecap="round" fill="none" stroke-width="11">${mirrored('<path d="M184 398 Q226 392 262 406"/><path d="M190 440 Q228 434 264 444"/>')}</g>`,
    );
  }
  if (l.marking === "points") marks.push(`<ellipse cx="400" cy="452" rx="175" ry="140" fill="url(#points)"/>`);
  if (l.marking === "tuxedo")
    marks.push(`<path d="M400 290 L458 428 Q474 524 400 566 Q326 524 342 428Z" fill="${l.fur2}"/>`);
  if (l.marking === "calico") {
    marks.push(
      `<ellipse cx="${rng.pick([296, 504])}" cy="292" rx="125" ry="104" fill="${l.patch}"/><ellipse cx="${rng.pick([540, 260])}" cy="${rng.int(470, 540)}" rx="92" ry="80" fill="#3d3638"/>`,
    );
  }
  if (l.marking === "spots") {
    for (let i = 0; i < 16; i++) {
      marks.push(
        `<ellipse cx="${n(rng.float(200, 600))}" cy="${n(rng.float(240, 560))}" rx="${n(rng.float(9, 18))}" ry="${n(rng.float(7, 13))}" fill="${l.patch}" opacity="0.85"/>`,
      );
    }
  }
  if (marks.length) parts.push(`<g clip-path="url(#head)">${marks.join("")}</g>`);

  const puffs = l.marking === "points" ? shade(l.patch, 0.35) : l.fur2;
  parts.push(
    `<ellipse cx="372" cy="472" rx="40" ry="32" fill="${puffs}"/><ellipse cx="428" cy="472" rx="40" ry="32" fill="${puffs}"/>`,
  );
  parts.push(eyes(a, ex, { iris: l.eye, slit: ex !== "happy" }, l.eye2));
  parts.push(
    `<path d="M382 438 L418 438 Q415 456 400 463 Q385 456 382 438Z" fill="${NOSE_PINK}" ${outline(shade(NOSE_PINK, -0.25), 3)}/>`,
  );
  if (ex === "happy" || ex === "joy") parts.push(`<path d="M380 482 Q400 520 420 482Z" fill="#e86a7f"/>`);
  parts.push(
    `<path d="M400 463 L400 476 M372 478 Q386 496 400 476 Q414 496 428 478" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  );
  const dark = parseInt(l.fur.slice(1, 3), 16) < 0x70;
  parts.push(whiskers(458, dark ? "#ffffff" : "#5b5357"));
  parts.push(blush(470, 138, 30));
  return { svg: parts.join(""), anchors: a };
}

function drawRabbit(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.3);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 418,
    eyeDx: 84,
    eyeR: 28,
    headTop: 262,
    neckY: 598,
    neckHalf: 104,
    bow: [304, 290],
    frontal: true,
  };
  const parts: string[] = [];
  parts.push(`<path d="M180 880 C190 680 280 592 400 592 C520 592 610 680 620 880Z" fill="${l.fur}" ${st}/>`);
  parts.push(`<ellipse cx="400" cy="780" rx="92" ry="150" fill="${l.fur2}"/>`);
  if (l.ears === "long") {
    const bent = rng.chance(0.35);
    parts.push(
      `<g transform="rotate(-10 330 270)"><ellipse cx="330" cy="150" rx="58" ry="168" fill="${l.fur}" ${st}/><ellipse cx="330" cy="162" rx="28" ry="126" fill="${PINK}"/></g>`,
    );
    parts.push(
      `<g transform="rotate(${bent ? 58 : 10} 470 270)"><ellipse cx="470" cy="150" rx="58" ry="168" fill="${l.fur}" ${st}/><ellipse cx="470" cy="162" rx="28" ry="126" fill="${PINK}"/></g>`,
    );
  }
  if (l.fluffy) {
    parts.push(
      fluff(ring(400, 430, 196, 176, 46, 0, 345, 22), l.fur2 === "#ffffff" ? l.fur : shade(l.fur, 0.15), line),
    );
    parts.push(
      fluff(
        [
          [356, 270, 44],
          [400, 252, 50],
          [444, 270, 44],
        ],
        shade(l.fur, 0.15),
        line,
      ),
    );
  }
  parts.push(`<ellipse cx="400" cy="430" rx="190" ry="170" fill="${l.fur}" ${st}/>`);
  if (l.marking === "blaze") {
    parts.push(
      `<defs><clipPath id="head"><ellipse cx="400" cy="430" rx="190" ry="170"/></clipPath></defs><path d="M386 262 Q400 252 414 262 L470 640 L330 640Z" fill="${l.fur2}" clip-path="url(#head)"/>`,
    );
  }
  if (l.ears === "lop") {
    parts.push(
      mirrored(
        `<g transform="rotate(16 250 330)"><ellipse cx="244" cy="450" rx="60" ry="158" fill="${shade(l.fur, -0.06)}" ${st}/><ellipse cx="250" cy="470" rx="26" ry="110" fill="${PINK}" opacity="0.8"/></g>`,
      ),
    );
  }
  parts.push(
    `<ellipse cx="362" cy="488" rx="48" ry="38" fill="${l.fur2}"/><ellipse cx="438" cy="488" rx="48" ry="38" fill="${l.fur2}"/>`,
  );
  parts.push(eyes(a, ex));
  parts.push(`<path d="M384 460 Q400 450 416 460 Q409 476 400 479 Q391 476 384 460Z" fill="${NOSE_PINK}"/>`);
  parts.push(
    `<rect x="389" y="498" width="22" height="24" rx="6" fill="#fff" ${outline("#d3c7bf", 3)}/><path d="M400 500 L400 520" stroke="#d3c7bf" stroke-width="2.5"/>`,
  );
  parts.push(
    `<path d="M400 479 L400 494 M376 498 Q388 510 400 494 Q412 510 424 498" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  );
  parts.push(whiskers(478, shade(l.fur, -0.45), 338));
  parts.push(blush(478, 120, 28));
  return { svg: parts.join(""), anchors: a };
}

function drawBird(l: PetLook, ex: Expression): PetDrawing {
  const line = shade(l.fur, -0.32);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 392,
    eyeDx: 70,
    eyeR: 21,
    headTop: 250,
    neckY: null,
    neckHalf: 100,
    bow: [318, 290],
    frontal: true,
  };
  const parts: string[] = [];
  const cockatiel = l.marking === "patch";
  const grey = l.marking === "points";
  const beak = cockatiel ? "#cbbfb3" : l.extra === "#7aa7e0" ? "#f2c14e" : l.extra;

  parts.push(`<path d="M352 620 L318 820 L482 820 L448 620Z" fill="${grey ? "#d62828" : shade(l.fur, -0.2)}" ${st}/>`);
  if (cockatiel) {
    parts.push(
      [-16, 0, 16]
        .map(
          (r) =>
            `<path transform="rotate(${r} 400 290)" d="M386 292 C366 210 384 150 424 104 C418 170 416 232 414 292Z" fill="${l.patch}" ${outline(shade(l.patch, -0.3), 5)}/>`,
        )
        .join(""),
    );
  }
  parts.push(`<ellipse cx="400" cy="470" rx="186" ry="226" fill="${l.fur}" ${st}/>`);
  parts.push(`<defs><clipPath id="head"><ellipse cx="400" cy="470" rx="186" ry="226"/></clipPath></defs>`);
  const inside: string[] = [`<ellipse cx="400" cy="600" rx="130" ry="150" fill="${l.fur2}" opacity="0.75"/>`];
  if (l.marking === "spots") {
    inside.push(`<ellipse cx="400" cy="392" rx="124" ry="108" fill="${l.patch}"/>`);
    for (const y of [272, 300]) {
      for (let x = 300; x <= 500; x += 36)
        inside.push(
          `<path d="M${x - 14} ${y} Q${x} ${y + 14} ${x + 14} ${y}" fill="none" stroke="${INK}" stroke-width="3.5" opacity="0.35"/>`,
        );
    }
    inside.push(
      `<circle cx="352" cy="490" r="9" fill="${INK}"/><circle cx="400" cy="500" r="9" fill="${INK}"/><circle cx="448" cy="490" r="9" fill="${INK}"/>`,
    );
  }
  if (l.marking === "mask") inside.push(`<ellipse cx="400" cy="396" rx="150" ry="126" fill="${l.patch}"/>`);
  if (cockatiel) inside.push(`<ellipse cx="400" cy="380" rx="150" ry="112" fill="${l.patch}"/>`);
  if (grey)
    inside.push(
      `<ellipse cx="330" cy="392" rx="50" ry="42" fill="#f4f4f4"/><ellipse cx="470" cy="392" rx="50" ry="42" fill="#f4f4f4"/>`,
    );
  parts.push(`<g clip-path="url(#head)">${inside.join("")}</g>`);
  const wing = `<g transform="rotate(12 236 610)"><ellipse cx="236" cy="610" rx="64" ry="124" fill="${shade(l.fur, -0.14)}" ${st}/>
<path d="M196 620 Q236 646 276 620 M200 664 Q236 690 272 664 M210 704 Q236 724 262 704" fill="none" stroke="${line}" stroke-width="4" opacity="0.5"/></g>`;
  parts.push(mirrored(wing));
  parts.push(
    `<rect x="60" y="684" width="680" height="44" rx="22" fill="#a47148" ${outline("#7a5232", 5)}/><ellipse cx="120" cy="676" rx="34" ry="16" fill="#74c69d" transform="rotate(-20 120 676)"/><ellipse cx="690" cy="676" rx="34" ry="16" fill="#74c69d" transform="rotate(20 690 676)"/>`,
  );
  parts.push(
    mirrored(
      `<path d="M344 672 q0 24 -12 30 M356 674 q0 26 0 32 M368 672 q0 24 12 30" fill="none" stroke="#f4a259" stroke-width="9" stroke-linecap="round"/>`,
    ),
  );
  if (cockatiel)
    parts.push(
      `<circle cx="322" cy="452" r="36" fill="${l.extra}"/><circle cx="478" cy="452" r="36" fill="${l.extra}"/>`,
    );
  parts.push(eyes(a, ex));
  if (l.extra === "#7aa7e0") parts.push(`<ellipse cx="400" cy="418" rx="26" ry="12" fill="${l.extra}"/>`);
  parts.push(
    `<path d="M370 424 Q400 408 430 424 Q426 468 400 488 Q374 468 370 424Z" fill="${beak}" ${outline(shade(beak, -0.3), 4)}/>`,
  );
  if (!cockatiel) parts.push(blush(452, 112, 26));
  return { svg: parts.join(""), anchors: a };
}

function drawLizard(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.35);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 350,
    eyeDx: 122,
    eyeR: 44,
    headTop: 282,
    neckY: 602,
    neckHalf: 140,
    bow: [400, 286],
    frontal: true,
  };
  const parts: string[] = [];
  parts.push(`<path d="M150 880 C168 670 262 600 400 600 C538 600 632 670 650 880Z" fill="${l.fur}" ${st}/>`);
  if (l.marking === "beard") {
    const spikes: string[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const x = 190 + t * 420;
      const y = 500 + Math.sin(t * Math.PI) * 90;
      spikes.push(
        `<path d="M${n(x - 22)} ${n(y - 10)} L${n(x + (x - 400) * 0.12)} ${n(y + 58)} L${n(x + 22)} ${n(y - 10)}Z"/>`,
      );
    }
    parts.push(`<g fill="${shade(l.fur, -0.12)}" ${st}>${spikes.join("")}</g>`);
  }
  parts.push(`<defs><clipPath id="head"><ellipse cx="400" cy="440" rx="236" ry="160"/></clipPath></defs>`);
  parts.push(`<ellipse cx="400" cy="440" rx="236" ry="160" fill="${l.fur}" ${st}/>`);
  const marks = [`<ellipse cx="400" cy="545" rx="176" ry="70" fill="${l.fur2}"/>`];
  if (l.marking === "spots") {
    for (let i = 0; i < 18; i++)
      marks.push(
        `<circle cx="${n(rng.float(180, 620))}" cy="${n(rng.float(290, 500))}" r="${n(rng.float(8, 20))}" fill="${l.patch}" opacity="0.85"/>`,
      );
  }
  parts.push(`<g clip-path="url(#head)">${marks.join("")}</g>`);
  parts.push(
    `<circle cx="278" cy="350" r="66" fill="${l.fur}" ${st}/><circle cx="522" cy="350" r="66" fill="${l.fur}" ${st}/>`,
  );
  parts.push(eyes(a, ex, { iris: l.eye, slit: true }));
  parts.push(
    `<ellipse cx="372" cy="432" rx="8" ry="5" fill="${INK}"/><ellipse cx="428" cy="432" rx="8" ry="5" fill="${INK}"/>`,
  );
  if (ex === "happy" || ex === "joy")
    parts.push(`<path d="M290 512 Q400 600 510 512 Q400 560 290 512Z" fill="#f0788f"/>`);
  parts.push(
    `<path d="M256 500 Q400 596 544 500" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
  );
  parts.push(blush(484, 150, 32));
  return { svg: parts.join(""), anchors: a };
}

function drawTurtle(l: PetLook, ex: Expression): PetDrawing {
  const line = shade(l.fur, -0.35);
  const shellLine = shade(l.extra, -0.35);
  const a: Anchors = {
    eyeY: 470,
    eyeDx: 58,
    eyeR: 22,
    headTop: 356,
    neckY: 592,
    neckHalf: 74,
    bow: [330, 382],
    frontal: true,
  };
  const hex = (cx: number, cy: number, r: number) =>
    `<polygon points="${Array.from({ length: 6 }, (_, i) => `${n(cx + Math.cos((Math.PI / 3) * i) * r)},${n(cy + Math.sin((Math.PI / 3) * i) * r * 0.8)}`).join(" ")}" fill="${shade(l.extra, 0.2)}" ${outline(shellLine, 5)}/>`;
  const parts = [
    `<path d="M100 710 C100 430 236 300 400 300 C564 300 700 430 700 710Z" fill="${l.extra}" ${outline(shellLine, 7)}/>`,
    hex(400, 392, 72),
    hex(262, 480, 62),
    hex(538, 480, 62),
    hex(180, 620, 46),
    hex(620, 620, 46),
    mirrored(
      `<ellipse cx="220" cy="734" rx="76" ry="52" fill="${l.fur}" ${outline(line)}/><path d="M176 760 L176 738 M206 770 L206 746 M236 772 L236 748" stroke="${line}" stroke-width="4" stroke-linecap="round"/>`,
    ),
    `<rect x="330" y="500" width="140" height="230" rx="40" fill="${l.fur}" ${outline(line)}/>`,
    `<path d="M90 690 Q400 780 710 690 L710 726 Q400 816 90 726Z" fill="${shade(l.extra, -0.12)}" ${outline(shellLine, 6)}/>`,
    `<ellipse cx="400" cy="480" rx="142" ry="124" fill="${l.fur}" ${outline(line)}/>`,
    `<circle cx="346" cy="416" r="14" fill="${l.fur2}" opacity="0.7"/><circle cx="456" cy="410" r="10" fill="${l.fur2}" opacity="0.7"/><circle cx="430" cy="390" r="8" fill="${l.fur2}" opacity="0.7"/>`,
    eyes(a, ex),
    `<circle cx="388" cy="500" r="4" fill="${INK}"/><circle cx="412" cy="500" r="4" fill="${INK}"/>`,
    `<path d="M346 528 Q400 572 454 528" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
    blush(516, 86, 22),
  ];
  return { svg: parts.join(""), anchors: a };
}

function drawSnake(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.35);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 320,
    eyeDx: 70,
    eyeR: 25,
    headTop: 220,
    neckY: null,
    neckHalf: 70,
    bow: [310, 250],
    frontal: true,
  };
  const parts: string[] = [];
  const coil = (cy: number, rx: number, ry: number) => {
    const blotches = Array.from({ length: 5 }, (_, i) => {
      const x = 400 + (i - 2) * rx * 0.38 + rng.float(-10, 10);
      return `<ellipse cx="${n(x)}" cy="${n(cy + ry * 0.45)}" rx="${n(rx * 0.12)}" ry="${n(ry * 0.28)}" fill="${l.fur2}"/>`;
    }).join("");
    return `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="${l.fur}" ${st}/>${blotches}`;
  };
  parts.push(coil(700, 280, 88), coil(620, 228, 74), coil(548, 172, 60));
  parts.push(
    `<path d="M400 560 C400 480 386 430 400 380" fill="none" stroke="${line}" stroke-width="132" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M400 560 C400 480 386 430 400 380" fill="none" stroke="${l.fur}" stroke-width="120" stroke-linecap="round"/>`,
  );
  parts.push(`<ellipse cx="400" cy="490" rx="24" ry="36" fill="${l.fur2}"/>`);
  parts.push(`<ellipse cx="400" cy="330" rx="152" ry="112" fill="${l.fur}" ${st}/>`);
  parts.push(
    `<path d="M400 408 L400 462 M400 462 L386 484 M400 462 L414 484" fill="none" stroke="#e63946" stroke-width="7" stroke-linecap="round"/>`,
  );
  parts.push(`<path d="M400 236 C372 250 364 280 400 296 C436 280 428 250 400 236Z" fill="${l.fur2}"/>`);
  parts.push(eyes(a, ex));
  parts.push(
    `<path d="M340 392 Q400 428 460 392" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  );
  parts.push(blush(370, 100, 22));
  return { svg: parts.join(""), anchors: a };
}

function drawRodent(l: PetLook, ex: Expression, rng: Random): PetDrawing {
  const line = shade(l.fur, -0.3);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 402,
    eyeDx: 82,
    eyeR: 25,
    headTop: 236,
    neckY: null,
    neckHalf: 110,
    bow: [296, 268],
    frontal: true,
  };
  const parts: string[] = [];
  const guineaPig = l.kind === "guinea-pig";
  if (l.ears === "big")
    parts.push(
      mirrored(
        `<circle cx="262" cy="232" r="74" fill="${l.fur}" ${st}/><circle cx="266" cy="238" r="48" fill="${PINK}"/>`,
      ),
    );
  if (l.ears === "round")
    parts.push(
      mirrored(
        `<circle cx="272" cy="262" r="48" fill="${l.fur}" ${st}/><circle cx="274" cy="266" r="28" fill="${PINK}"/>`,
      ),
    );
  const rx = guineaPig ? 266 : 250;
  const ry = guineaPig ? 226 : 240;
  parts.push(`<defs><clipPath id="head"><ellipse cx="400" cy="480" rx="${rx}" ry="${ry}"/></clipPath></defs>`);
  parts.push(`<ellipse cx="400" cy="480" rx="${rx}" ry="${ry}" fill="${l.fur}" ${st}/>`);
  const inside = [`<ellipse cx="400" cy="600" rx="190" ry="160" fill="${l.fur2}"/>`];
  if (l.marking === "patch")
    inside.push(
      `<ellipse cx="${rng.pick([250, 550])}" cy="380" rx="160" ry="180" fill="${l.patch}"/><path d="M382 240 L418 240 L430 420 L370 420Z" fill="${l.fur2}"/>`,
    );
  parts.push(`<g clip-path="url(#head)">${inside.join("")}</g>`);
  if (l.ears === "lop")
    parts.push(
      mirrored(
        `<ellipse transform="rotate(-28 216 318)" cx="216" cy="318" rx="56" ry="34" fill="${shade(l.fur, -0.15)}" ${st}/>`,
      ),
    );
  parts.push(eyes(a, ex));
  parts.push(`<ellipse cx="400" cy="452" rx="16" ry="11" fill="${NOSE_PINK}"/>`);
  parts.push(`<rect x="391" y="480" width="18" height="16" rx="4" fill="#fff" ${outline("#d3c7bf", 2.5)}/>`);
  parts.push(
    `<path d="M400 463 L400 474 M384 480 Q392 488 400 474 Q408 488 416 480" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>`,
  );
  parts.push(whiskers(448, shade(l.fur, -0.45), 350));
  parts.push(blush(470, 140, 36));
  const snack = rng.chance(0.5)
    ? `<ellipse cx="400" cy="592" rx="24" ry="42" fill="#3f3f46"/><path d="M400 554 L400 630 M388 562 L388 622 M412 562 L412 622" stroke="#e8e4dc" stroke-width="3" opacity="0.8"/>`
    : `<path d="M400 640 C360 620 356 572 374 558 Q400 548 426 558 C444 572 440 620 400 640Z" fill="#ef476f" ${outline("#b83556", 3)}/><path d="M376 556 Q388 534 400 552 Q412 534 424 556Z" fill="#52b788"/><g fill="#ffe8a3"><circle cx="388" cy="580" r="3"/><circle cx="412" cy="584" r="3"/><circle cx="398" cy="604" r="3"/><circle cx="386" cy="616" r="3"/><circle cx="412" cy="612" r="3"/></g>`;
  parts.push(snack);
  parts.push(
    `<ellipse cx="360" cy="596" rx="30" ry="22" fill="#f6b7c1" ${outline("#d98a98", 3)}/><ellipse cx="440" cy="596" rx="30" ry="22" fill="#f6b7c1" ${outline("#d98a98", 3)}/>`,
  );
  return { svg: parts.join(""), anchors: a };
}

function drawFish(l: PetLook, ex: Expression): PetDrawing {
  const line = shade(l.fur, -0.3);
  const st = outline(line);
  const a: Anchors = {
    eyeY: 360,
    eyeDx: 0,
    eyeR: 30,
    headTop: 238,
    neckY: null,
    neckHalf: 0,
    bow: [400, 238],
    frontal: false,
  };
  const scales: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 380 + col * 42 + (row % 2) * 21;
      const y = 330 + row * 46;
      scales.push(`<path d="M${x} ${y} Q${x + 20} ${y + 24} ${x + 40} ${y}"/>`);
    }
  }
  const eyeSvg =
    ex === "sleepy" || ex === "joy"
      ? eye(276, 360, 30, ex === "sleepy" ? "sleepy" : "happy")
      : `<circle cx="276" cy="360" r="44" fill="#fff" ${outline(line, 4)}/>${eye(284, 364, 26, "open")}`;
  const parts = [
    `<path d="M540 400 C640 290 720 262 744 300 C704 372 704 428 744 500 C720 540 640 510 540 400Z" fill="${l.fur2}" ${st}/>`,
    `<path d="M600 330 C660 320 700 330 720 340 M600 470 C660 480 700 470 720 460" fill="none" stroke="${line}" stroke-width="4" opacity="0.5"/>`,
    `<path d="M330 250 C380 170 470 170 520 260Z" fill="${l.fur2}" ${st}/>`,
    `<path d="M360 548 C390 610 450 612 470 552Z" fill="${l.fur2}" ${st}/>`,
    `<defs><clipPath id="head"><ellipse cx="370" cy="400" rx="214" ry="164"/></clipPath></defs>`,
    `<ellipse cx="370" cy="400" rx="214" ry="164" fill="${l.fur}" ${st}/>`,
    `<g clip-path="url(#head)"><ellipse cx="360" cy="530" rx="200" ry="80" fill="${l.fur2}" opacity="0.8"/></g>`,
    `<g fill="none" stroke="${line}" stroke-width="4" opacity="0.45">${scales.join("")}</g>`,
    `<ellipse transform="rotate(30 380 470)" cx="380" cy="470" rx="52" ry="30" fill="${l.fur2}" ${outline(line, 4)}/>`,
    eyeSvg,
    `<path d="M168 420 Q184 440 204 424" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="250" cy="438" rx="26" ry="15" fill="#ff7f9b" opacity="0.45"/>`,
  ];
  return { svg: parts.join(""), anchors: a };
}

function drawHedgehog(l: PetLook, ex: Expression): PetDrawing {
  const line = shade(l.patch, -0.3);
  const spikes = (rx: number, ry: number, from: number, to: number, fill: string, offset: number) => {
    const points: string[] = [];
    const steps = 34;
    for (let i = 0; i <= steps; i++) {
      const deg = from + ((to - from) * i) / steps + offset;
      const a = (deg * Math.PI) / 180;
      const r = i % 2 === 0 ? 0.9 : 1.12;
      points.push(`${n(400 + Math.cos(a) * rx * r)},${n(480 + Math.sin(a) * ry * r)}`);
    }
    return `<polygon points="400,560 ${points.join(" ")}" fill="${fill}" ${outline(line, 5)}/>`;
  };
  const a: Anchors = {
    eyeY: 470,
    eyeDx: 86,
    eyeR: 21,
    headTop: 300,
    neckY: null,
    neckHalf: 0,
    bow: [300, 336],
    frontal: true,
  };
  const parts = [
    spikes(300, 280, 150, 390, l.patch, 0),
    spikes(260, 240, 156, 384, l.extra, 4),
    `<path d="M190 880 C200 700 290 640 400 640 C510 640 600 700 610 880Z" fill="${l.fur}" ${outline(shade(l.fur, -0.3))}/>`,
    mirrored(
      `<circle cx="254" cy="392" r="36" fill="${l.fur}" ${outline(shade(l.fur, -0.3))}/><circle cx="256" cy="394" r="19" fill="${PINK}"/>`,
    ),
    `<ellipse cx="400" cy="500" rx="200" ry="160" fill="${l.fur}" ${outline(shade(l.fur, -0.3))}/>`,
    `<ellipse cx="400" cy="552" rx="82" ry="60" fill="${l.fur2}"/>`,
    eyes(a, ex),
    `<circle cx="400" cy="528" r="23" fill="${INK}"/><ellipse cx="392" cy="520" rx="8" ry="5" fill="#fff" opacity="0.6"/>`,
    `<path d="M378 566 Q400 584 422 566" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
    blush(536, 118, 28),
  ];
  return { svg: parts.join(""), anchors: a };
}

export function drawPet(look: PetLook, expression: Expression, rng: Random): PetDrawing {
  switch (look.kind) {
    case "dog":
      return drawDog(look, expression, rng);
    case "cat":
      return drawCat(look, expression, rng);
    case "rabbit":
      return drawRabbit(look, expression, rng);
    case "bird":
      return drawBird(look, expression);
    case "lizard":
      return drawLizard(look, expression, rng);
    case "turtle":
      return drawTurtle(look, expression);
    case "snake":
      return drawSnake(look, expression, rng);
    case "hamster":
    case "guinea-pig":
    case "chinchilla":
      return drawRodent(look, expression, rng);
    case "fish":
      return drawFish(look, expression);
    case "hedgehog":
      return drawHedgehog(look, expression);
  }
}

/** Accessories that make sense for a drawing: no collar without a neck, no sunglasses in profile. */
export function canWear(anchors: Anchors, accessory: Accessory): boolean {
  if (accessory === "bandana" || accessory === "collar" || accessory === "scarf") return anchors.neckY !== null;
  if (accessory === "sunglasses") return anchors.frontal;
  return true;
}

export function drawAccessory(accessory: Accessory, a: Anchors, color: string): string {
  const dark = shade(color, -0.3);
  const [bx, by] = a.bow;
  switch (accessory) {
    case "none":
      return "";
    case "bow": {
      const loop = (side: number) =>
        `<path d="M0 0 C${-30 * side} -42 ${-84 * side} -34 ${-74 * side} 0 C${-84 * side} 34 ${-30 * side} 42 0 0Z" fill="${color}" ${outline(dark, 4)}/><circle cx="${-46 * side}" cy="-6" r="6" fill="#fff" opacity="0.8"/><circle cx="${-56 * side}" cy="14" r="4" fill="#fff" opacity="0.8"/>`;
      return `<g transform="translate(${bx} ${by}) rotate(-16)">${loop(1)}${loop(-1)}<circle r="17" fill="${shade(color, -0.08)}" ${outline(dark, 4)}/></g>`;
    }
    case "flower":
      return `<g>${flower(bx, by, 74, color)}${flower(bx + 62, by - 22, 46, shade(color, 0.35))}</g>`;
    case "bandana": {
      const y = a.neckY!;
      const h = a.neckHalf;
      const dots = [
        [400, y + 40],
        [370, y + 20],
        [430, y + 20],
        [400, y + 90],
        [340, y + 6],
        [460, y + 6],
      ]
        .map(([x, yy]) => `<circle cx="${x}" cy="${yy}" r="7" fill="#fff" opacity="0.85"/>`)
        .join("");
      return `<path d="M${400 - h} ${y - 12} Q400 ${y + 24} ${400 + h} ${y - 12} L400 ${y + 150}Z" fill="${color}" ${outline(dark, 5)}/>${dots}`;
    }
    case "collar": {
      const y = a.neckY!;
      const h = a.neckHalf;
      return `<path d="M${400 - h} ${y - 4} Q400 ${y + 40} ${400 + h} ${y - 4}" fill="none" stroke="${dark}" stroke-width="36" stroke-linecap="round"/>
<path d="M${400 - h} ${y - 4} Q400 ${y + 40} ${400 + h} ${y - 4}" fill="none" stroke="${color}" stroke-width="28" stroke-linecap="round"/>
<circle cx="400" cy="${y + 34}" r="9" fill="none" stroke="#c9a227" stroke-width="4"/><circle cx="400" cy="${y + 62}" r="24" fill="#ffd166" ${outline("#c9a227", 4)}/>${heart(400, y + 62, 22, "#e8a317")}`;
    }
    case "scarf": {
      const y = a.neckY!;
      const h = a.neckHalf + 10;
      return `<path d="M${400 + h * 0.3} ${y + 10} L${400 + h * 0.55} ${y + 150} L${400 + h * 0.05} ${y + 156} L${400 - h * 0.05} ${y + 14}Z" fill="${color}" ${outline(dark, 5)}/>
<path d="M${400 - h} ${y - 8} Q400 ${y + 44} ${400 + h} ${y - 8}" fill="none" stroke="${dark}" stroke-width="54" stroke-linecap="round"/>
<path d="M${400 - h} ${y - 8} Q400 ${y + 44} ${400 + h} ${y - 8}" fill="none" stroke="${color}" stroke-width="46" stroke-linecap="round"/>
<path d="M${400 - h * 0.5} ${y + 4} Q400 ${y + 36} ${400 + h * 0.5} ${y + 4}" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="14 12" opacity="0.8"/>`;
    }
    case "party-hat": {
      const stripes = [0.3, 0.55, 0.8]
        .map(
          (t) =>
            `<path d="M${n(-70 * t)} ${n(-170 * (1 - t))} L${n(70 * t)} ${n(-170 * (1 - t))}" stroke="#fff" stroke-width="10" opacity="0.8"/>`,
        )
        .join("");
      return `<g transform="translate(${a.frontal ? 430 : 400} ${a.headTop + 26}) rotate(14)"><path d="M-72 0 L0 -172 L72 0 Q0 22 -72 0Z" fill="${color}" ${outline(dark, 5)}/>${stripes}<circle cx="0" cy="-176" r="22" fill="#fff" ${outline("#e0d6d0", 4)}/></g>`;
    }
    case "sunglasses": {
      const r = a.eyeR;
      const lens = (cx: number) =>
        `<rect x="${n(cx - r * 2)}" y="${n(a.eyeY - r * 1.45)}" width="${n(r * 4)}" height="${n(r * 2.9)}" rx="${n(r * 1.2)}" fill="#1f2235" stroke="${color}" stroke-width="7"/>
<path d="M${n(cx - r)} ${n(a.eyeY - r * 0.5)} L${n(cx - r * 0.3)} ${n(a.eyeY - r * 0.9)}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
      return `${lens(400 - a.eyeDx)}${lens(400 + a.eyeDx)}<path d="M${n(400 - a.eyeDx + r * 2)} ${n(a.eyeY - r * 0.4)} Q400 ${n(a.eyeY - r)} ${n(400 + a.eyeDx - r * 2)} ${n(a.eyeY - r * 0.4)}" fill="none" stroke="${color}" stroke-width="7"/>`;
    }
  }
}
