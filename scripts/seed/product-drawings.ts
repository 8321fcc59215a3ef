// Product pictures (600×600), store logos (256×256) and banners (1200×400), drawn as SVG.
import { drawPet } from "./pet-drawings";
import { petLookFor } from "./pet-looks";
import type { Random } from "./random";
import { pawPattern } from "./scenes";
import { bone, heart, linearGradient, n, pawPrint, shade, star, svgDocument } from "./svg-parts";

export type ProductKind =
  | "food-bag"
  | "food-can"
  | "treats-jar"
  | "ball"
  | "tennis-ball"
  | "rope"
  | "mouse-toy"
  | "bone-toy"
  | "collar"
  | "leash"
  | "bowl"
  | "bed"
  | "bottle"
  | "shampoo"
  | "brush"
  | "pills"
  | "sweater"
  | "raincoat"
  | "bandana";

export type ProductPicture = { kind: ProductKind; color: string };

const st = (color: string, width = 6) =>
  `stroke="${shade(color, -0.35)}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

function kibble(points: readonly (readonly [number, number])[]): string {
  return points
    .map(
      ([x, y], i) =>
        `<ellipse cx="${x}" cy="${y}" rx="${14 + (i % 3) * 2}" ry="11" transform="rotate(${i * 37} ${x} ${y})" fill="#a0673b" stroke="#7a4b28" stroke-width="3"/>`,
    )
    .join("");
}

/** The item itself, centred on a 600×600 canvas, so banners can reuse it at any scale. */
export function drawProductItem({ kind, color }: ProductPicture, rng: Random): string {
  const dark = shade(color, -0.35);
  switch (kind) {
    case "food-bag":
      return `<path d="M168 170 L432 170 L464 500 Q466 522 444 522 L156 522 Q134 522 136 500Z" fill="${color}" ${st(color)}/>
<path d="M158 118 L170 104 L184 118 L198 104 L212 118 L226 104 L240 118 L254 104 L268 118 L282 104 L296 118 L310 104 L324 118 L338 104 L352 118 L366 104 L380 118 L394 104 L408 118 L422 104 L442 118 L442 176 L158 176Z" fill="${shade(color, -0.15)}" ${st(color)}/>
<path d="M146 440 L454 440 L458 486 L142 486Z" fill="${shade(color, 0.35)}"/>
<circle cx="300" cy="320" r="92" fill="#fff" ${st(color, 5)}/>${rng.chance(0.5) ? pawPrint(300, 326, 104, color) : bone(300, 320, 130, color, -20)}
${kibble([
  [128, 548],
  [170, 560],
  [214, 552],
  [392, 556],
  [436, 548],
  [474, 560],
])}`;
    case "food-can":
      return `<rect x="170" y="190" width="260" height="300" fill="${color}" ${st(color)}/>
<ellipse cx="300" cy="490" rx="130" ry="34" fill="${color}" ${st(color)}/><rect x="176" y="400" width="248" height="90" fill="${color}"/>
<ellipse cx="300" cy="190" rx="130" ry="34" fill="#d9dde3" stroke="#9aa1ab" stroke-width="6"/><ellipse cx="300" cy="190" rx="100" ry="22" fill="none" stroke="#b8bec7" stroke-width="4"/>
<ellipse cx="344" cy="186" rx="26" ry="10" fill="none" stroke="#8d949e" stroke-width="6"/>
<rect x="170" y="270" width="260" height="130" fill="#fff" opacity="0.92"/>${pawPrint(300, 338, 84, color)}
${heart(230, 460, 28, "#fff", -12, 0.8)}${heart(372, 456, 22, "#fff", 14, 0.8)}`;
    case "treats-jar": {
      const bones = Array.from({ length: 9 }, (_, i) =>
        bone(
          210 + (i % 3) * 90 + rng.float(-10, 10),
          320 + Math.floor(i / 3) * 62 + rng.float(-8, 8),
          78,
          "#d9a066",
          rng.float(-40, 40),
        ),
      ).join("");
      return `<rect x="196" y="120" width="208" height="60" rx="14" fill="${color}" ${st(color)}/>
<path d="M190 180 L410 180 Q440 180 440 220 L440 486 Q440 520 406 520 L194 520 Q160 520 160 486 L160 220 Q160 180 190 180Z" fill="#e6f4fb" stroke="#9cc3d5" stroke-width="6"/>
<g opacity="0.95">${bones}</g><path d="M186 230 L186 470" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.7"/>
<rect x="180" y="236" width="240" height="50" rx="10" fill="${shade(color, 0.2)}" opacity="0.9"/>${pawPrint(300, 262, 34, "#fff")}`;
    }
    case "ball":
      return `<circle cx="300" cy="310" r="176" fill="${color}" ${st(color)}/>
<path d="M128 270 C220 330 380 330 472 270 L476 330 C380 390 220 390 124 330Z" fill="#fff" opacity="0.9"/>
${star(220, 200, 54, "#fff", 10, 0.9)}${star(400, 440, 40, "#fff", -10, 0.8)}<ellipse cx="230" cy="190" rx="40" ry="22" fill="#fff" opacity="0.35" transform="rotate(-30 230 190)"/>`;
    case "tennis-ball":
      return `<circle cx="300" cy="310" r="176" fill="#cfe46a" stroke="#98ad3a" stroke-width="6"/>
<path d="M150 206 C250 250 250 370 150 414 M450 206 C350 250 350 370 450 414" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
<ellipse cx="230" cy="200" rx="44" ry="22" fill="#fff" opacity="0.35" transform="rotate(-30 230 200)"/>`;
    case "rope": {
      const stripes = Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${120 + i * 30} 250 l-40 100" stroke="${i % 2 ? "#ffffff" : shade(color, -0.15)}" stroke-width="18"/>`,
      ).join("");
      return `<g transform="rotate(-24 300 300)"><defs><clipPath id="rope"><rect x="130" y="262" width="340" height="76" rx="38"/></clipPath></defs>
<rect x="130" y="262" width="340" height="76" rx="38" fill="${color}"/><g clip-path="url(#rope)">${stripes}</g><rect x="130" y="262" width="340" height="76" rx="38" fill="none" ${st(color)}/>
<circle cx="130" cy="300" r="62" fill="${color}" ${st(color)}/><circle cx="470" cy="300" r="62" fill="${color}" ${st(color)}/>
<path d="M70 300 l-46 -40 M70 300 l-54 0 M70 300 l-46 40 M530 300 l46 -40 M530 300 l54 0 M530 300 l46 40" stroke="${color}" stroke-width="16" stroke-linecap="round"/></g>`;
    }
    case "mouse-toy":
      return `<path d="M150 392 C120 330 90 300 70 250 C60 220 90 200 110 220" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>
<path d="M140 380 C140 250 300 196 440 320 C470 348 460 396 420 402 L178 414 C156 414 140 400 140 380Z" fill="${color}" ${st(color)}/>
<circle cx="350" cy="250" r="44" fill="${color}" ${st(color)}/><circle cx="350" cy="252" r="26" fill="#f6b7c1"/>
<circle cx="400" cy="318" r="11" fill="#2d2326"/><circle cx="466" cy="360" r="14" fill="#f28b9b"/>
<path d="M460 356 l60 -16 M462 366 l60 6" stroke="#6b6b6b" stroke-width="3" stroke-linecap="round"/>${heart(250, 350, 50, "#fff", 0, 0.8)}`;
    case "bone-toy":
      return `${bone(300, 310, 430, dark, -28)}${bone(300, 304, 410, color, -28)}<path d="M190 300 L370 206" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.45"/>`;
    case "collar": {
      const studs = [-60, -30, 0, 30, 60].map((deg) => {
        const a = ((deg + 90) * Math.PI) / 180;
        return `<circle cx="${n(300 + Math.cos(a) * 190)}" cy="${n(300 + Math.sin(a) * 120)}" r="9" fill="#f1f3f5" stroke="#adb5bd" stroke-width="3"/>`;
      });
      return `<ellipse cx="300" cy="300" rx="190" ry="120" fill="none" stroke="${dark}" stroke-width="60"/><ellipse cx="300" cy="300" rx="190" ry="120" fill="none" stroke="${color}" stroke-width="48"/>
<ellipse cx="300" cy="300" rx="190" ry="120" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 10" opacity="0.7"/>${studs.join("")}
<rect x="88" y="262" width="50" height="76" rx="8" fill="none" stroke="#d4a017" stroke-width="10"/>
<circle cx="300" cy="446" r="12" fill="none" stroke="#d4a017" stroke-width="6"/><circle cx="300" cy="492" r="40" fill="#ffd166" stroke="#d4a017" stroke-width="6"/>${pawPrint(300, 494, 38, "#d4a017")}`;
    }
    case "leash":
      return `<path d="M300 90 C190 90 180 200 260 220 C360 246 380 330 300 380 C220 430 230 500 330 510" fill="none" stroke="${dark}" stroke-width="36" stroke-linecap="round"/>
<path d="M300 90 C190 90 180 200 260 220 C360 246 380 330 300 380 C220 430 230 500 330 510" fill="none" stroke="${color}" stroke-width="26" stroke-linecap="round"/>
<path d="M300 90 C410 90 420 200 300 200" fill="none" stroke="${dark}" stroke-width="36" stroke-linecap="round"/><path d="M300 90 C410 90 420 200 300 200" fill="none" stroke="${color}" stroke-width="26" stroke-linecap="round"/>
<rect x="330" y="488" width="70" height="44" rx="14" fill="#ced4da" stroke="#868e96" stroke-width="6"/><circle cx="420" cy="510" r="22" fill="none" stroke="#868e96" stroke-width="10"/>`;
    case "bowl":
      return `<path d="M128 320 L472 320 L432 480 Q426 504 402 504 L198 504 Q174 504 168 480Z" fill="${color}" ${st(color)}/>
<ellipse cx="300" cy="320" rx="172" ry="40" fill="${shade(color, -0.15)}" ${st(color)}/><ellipse cx="300" cy="318" rx="148" ry="28" fill="#a0673b"/>
${kibble([
  [240, 306],
  [280, 296],
  [320, 304],
  [360, 298],
  [300, 318],
  [262, 322],
  [340, 322],
])}${pawPrint(300, 416, 74, "#fff", 0, 0.85)}`;
    case "bed":
      return `<ellipse cx="300" cy="360" rx="250" ry="140" fill="${color}" ${st(color)}/><ellipse cx="300" cy="350" rx="184" ry="86" fill="${shade(color, 0.4)}" ${st(color, 4)}/>
<ellipse cx="300" cy="366" rx="150" ry="56" fill="${shade(color, 0.55)}"/>${bone(330, 350, 110, "#f8f9fa", -18)}${pawPrint(150, 450, 40, "#fff", -20, 0.7)}${pawPrint(450, 450, 40, "#fff", 20, 0.7)}`;
    case "bottle":
      return `<rect x="230" y="120" width="140" height="80" rx="14" fill="#ffffff" stroke="#adb5bd" stroke-width="6"/><path d="M240 140 L360 140 M240 160 L360 160 M240 180 L360 180" stroke="#dee2e6" stroke-width="4"/>
<rect x="196" y="196" width="208" height="316" rx="40" fill="${color}" ${st(color)}/><rect x="214" y="282" width="172" height="150" rx="16" fill="#fff"/>
<path d="M300 316 L300 398 M259 357 L341 357" stroke="#2ec4b6" stroke-width="28" stroke-linecap="round"/><path d="M220 230 L220 480" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.4"/>`;
    case "shampoo": {
      const bubbles = Array.from(
        { length: 7 },
        () =>
          `<circle cx="${n(rng.pick([rng.float(90, 170), rng.float(430, 510)]))}" cy="${n(rng.float(110, 420))}" r="${n(rng.float(12, 30))}" fill="#fff" fill-opacity="0.35" stroke="#9bd3ee" stroke-width="4"/>`,
      ).join("");
      return `${bubbles}<rect x="270" y="96" width="60" height="70" rx="8" fill="#f1f3f5" stroke="#adb5bd" stroke-width="6"/><path d="M300 96 L300 76 L380 76" fill="none" stroke="#adb5bd" stroke-width="14" stroke-linecap="round"/>
<rect x="186" y="160" width="228" height="360" rx="70" fill="${color}" ${st(color)}/><ellipse cx="300" cy="350" rx="80" ry="90" fill="#fff"/>${pawPrint(300, 356, 80, color)}
<path d="M214 220 L214 460" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.4"/>`;
    }
    case "brush": {
      const bristles: string[] = [];
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 6; col++)
          bristles.push(`<circle cx="${218 + col * 33}" cy="${176 + row * 34}" r="7" fill="#fff"/>`);
      return `<g transform="rotate(-30 300 300)"><rect x="270" y="300" width="60" height="240" rx="30" fill="${dark}"/><rect x="278" y="300" width="44" height="232" rx="22" fill="${color}"/>
<rect x="188" y="140" width="224" height="180" rx="60" fill="${color}" ${st(color)}/><rect x="204" y="156" width="192" height="148" rx="48" fill="${shade(color, -0.2)}"/>${bristles.join("")}</g>`;
    }
    case "pills": {
      const capsule = (x: number, y: number, rot: number) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-90" y="-36" width="180" height="72" rx="36" fill="#fff" stroke="#adb5bd" stroke-width="5"/><path d="M0 -36 L-54 -36 A36 36 0 0 0 -54 36 L0 36Z" fill="${color}"/><rect x="-90" y="-36" width="180" height="72" rx="36" fill="none" ${st(color, 5)}/><path d="M-64 -18 L-20 -18" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.6"/></g>`;
      return `<rect x="120" y="360" width="360" height="150" rx="24" fill="#e9ecef" stroke="#adb5bd" stroke-width="5"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${174 + i * 84}" cy="435" r="30" fill="#fff" stroke="#ced4da" stroke-width="5"/>`).join("")}
${capsule(230, 230, -30)}${capsule(390, 270, 20)}${heart(300, 140, 60, "#ff6b9a")}`;
    }
    case "sweater": {
      const stripes = [300, 360, 420]
        .map((y) => `<rect x="120" y="${y}" width="360" height="26" fill="${shade(color, 0.45)}"/>`)
        .join("");
      return `<defs><clipPath id="sweater"><path d="M176 170 Q300 136 424 170 L466 250 L430 290 L440 470 Q300 524 160 470 L170 290 L134 250Z"/></clipPath></defs>
<path d="M176 170 Q300 136 424 170 L466 250 L430 290 L440 470 Q300 524 160 470 L170 290 L134 250Z" fill="${color}"/><g clip-path="url(#sweater)">${stripes}</g>
<path d="M176 170 Q300 136 424 170 L466 250 L430 290 L440 470 Q300 524 160 470 L170 290 L134 250Z" fill="none" ${st(color)}/>
<path d="M216 162 Q300 210 384 162 L384 134 Q300 178 216 134Z" fill="${shade(color, -0.15)}" ${st(color, 5)}/>${heart(300, 250, 64, "#fff")}`;
    }
    case "raincoat":
      return `<path d="M216 150 C216 70 384 70 384 150 L400 180 L200 180Z" fill="${color}" ${st(color)}/>
<path d="M200 170 L400 170 L470 490 Q300 530 130 490Z" fill="${color}" ${st(color)}/><path d="M300 176 L300 500" stroke="${shade(color, -0.25)}" stroke-width="6"/>
<circle cx="320" cy="250" r="12" fill="#fff" ${st("#ffffff", 3)}/><circle cx="320" cy="330" r="12" fill="#fff"/><circle cx="320" cy="410" r="12" fill="#fff"/>
<path d="M150 440 Q300 474 452 440" fill="none" stroke="#f1f3f5" stroke-width="18" opacity="0.85"/><path d="M250 132 Q300 112 350 132" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
<g fill="#7fc8f8">${[
        [110, 120],
        [500, 170],
        [480, 300],
        [90, 330],
      ]
        .map(([x, y]) => `<path d="M${x} ${y} q-16 28 0 34 q16 -6 0 -34Z"/>`)
        .join("")}</g>`;
    case "bandana": {
      const dots = Array.from(
        { length: 12 },
        (_, i) =>
          `<circle cx="${n(200 + (i % 4) * 66)}" cy="${n(238 + Math.floor(i / 4) * 62)}" r="${i % 2 ? 9 : 14}" fill="#fff" opacity="0.85"/>`,
      ).join("");
      return `<defs><clipPath id="bandana"><path d="M110 200 L490 200 L300 480Z"/></clipPath></defs><path d="M110 200 L490 200 L300 480Z" fill="${color}"/>
<g clip-path="url(#bandana)">${dots}</g><path d="M110 200 L490 200 L300 480Z" fill="none" ${st(color)}/>
<path d="M110 200 L60 170 M110 200 L62 222 M490 200 L540 170 M490 200 L538 222" stroke="${color}" stroke-width="22" stroke-linecap="round"/>`;
    }
  }
}

export function drawProduct(picture: ProductPicture, rng: Random): string {
  const tint = shade(picture.color, 0.82);
  const dots = Array.from(
    { length: 10 },
    () =>
      `<circle cx="${n(rng.float(20, 580))}" cy="${n(rng.float(20, 580))}" r="${n(rng.float(6, 16))}" fill="#fff" opacity="0.6"/>`,
  ).join("");
  return svgDocument(
    600,
    600,
    `<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>${dots}<ellipse cx="300" cy="548" rx="220" ry="26" fill="#000" opacity="0.07"/>${drawProductItem(picture, rng)}`,
  );
}

export function drawStoreLogo(color: string, rng: Random): string {
  const symbol = rng.pick([
    () => pawPrint(128, 134, 104, "#fff"),
    () => `${heart(128, 132, 110, "#fff")}${pawPrint(128, 136, 46, color)}`,
    () => bone(128, 128, 130, "#fff", -30),
  ]);
  return svgDocument(
    256,
    256,
    `<defs>${linearGradient("bg", shade(color, 0.15), shade(color, -0.15), false)}</defs><rect width="256" height="256" fill="url(#bg)"/>
<circle cx="128" cy="128" r="100" fill="none" stroke="#fff" stroke-width="8" opacity="0.9"/><circle cx="128" cy="128" r="86" fill="#fff" opacity="0.15"/>${symbol()}`,
  );
}

export function drawStoreBanner(color: string, rng: Random): string {
  const items = rng.sample<ProductKind>(
    ["ball", "bowl", "food-bag", "bone-toy", "collar", "treats-jar", "tennis-ball"],
    3,
  );
  const placed = items
    .map(
      (kind, i) =>
        `<g transform="translate(${560 + i * 150} ${150 + (i % 2) * 40}) scale(0.36)">${drawProductItem({ kind, color: rng.pick(["#ff6b9a", "#4ea5e8", "#ff9f43", "#8e6cef", "#2ec4b6"]) }, rng)}</g>`,
    )
    .join("");
  const pet = drawPet(petLookFor(rng.pick(["dog", "cat"]), null, `banner-${color}`), "happy", rng);
  return svgDocument(
    1200,
    400,
    `<defs>${linearGradient("bg", shade(color, 0.55), shade(color, 0.1), false)}</defs><rect width="1200" height="400" fill="url(#bg)"/>
${pawPattern(rng, 1200, 400, "#ffffff", 0.18)}<path d="M0 330 Q300 280 600 330 T1200 320 L1200 400 L0 400Z" fill="#fff" opacity="0.35"/>
${placed}<g transform="translate(1000 110) scale(0.37)">${pet.svg}</g>`,
  );
}
