// Backgrounds for the 800×800 pet pictures: `back` is drawn behind the pet, `front` over it.
import type { Random } from "./random";
import { bone, cloud, flower, heart, linearGradient, n, pastels, pawPrint, scatter, shade, star } from "./svg-parts";

export type Scene = "soft" | "park" | "beach" | "snow" | "home" | "night" | "party" | "water";

export type SceneLayers = { back: string; front: string };

const S = 800;

function soft(rng: Random): SceneLayers {
  const [light, deep] = rng.pick(pastels);
  const decor = shade(deep, -0.12);
  const shapes = [
    (x: number, y: number) => pawPrint(x, y, rng.float(34, 60), decor, rng.float(-40, 40), 0.45),
    (x: number, y: number) => heart(x, y, rng.float(26, 46), "#ffffff", rng.float(-20, 20), 0.8),
    (x: number, y: number) => star(x, y, rng.float(24, 40), "#ffffff", rng.float(0, 70), 0.75),
    (x: number, y: number) =>
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.float(6, 14))}" fill="#ffffff" opacity="0.7"/>`,
  ];
  return {
    back: `<defs>${linearGradient("bg", light, deep, false)}<radialGradient id="glow" cx="0.5" cy="0.48" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/><circle cx="400" cy="400" r="380" fill="url(#glow)"/>${scatter(rng, S, 12, (x, y) => rng.pick(shapes)(x, y))}`,
    front: "",
  };
}

function park(rng: Random): SceneLayers {
  const flowers = Array.from({ length: 9 }, () =>
    flower(
      rng.pick([rng.float(30, 170), rng.float(630, 770)]),
      rng.float(660, 780),
      rng.float(22, 34),
      rng.pick(["#ff8fab", "#ffffff", "#ffd6e0", "#cdb4db"]),
    ),
  ).join("");
  return {
    back: `<defs>${linearGradient("sky", "#a9dcff", "#e9f7ff")}</defs><rect width="${S}" height="${S}" fill="url(#sky)"/>
<circle cx="660" cy="120" r="70" fill="#ffe066" opacity="0.35"/><circle cx="660" cy="120" r="50" fill="#ffd43b"/>
${cloud(rng.float(120, 220), rng.float(100, 160), 190)}${cloud(rng.float(460, 560), rng.float(190, 240), 140, 0.8)}
<circle cx="110" cy="520" r="70" fill="#6cbf6a"/><circle cx="160" cy="470" r="60" fill="#7fcd74"/><rect x="128" y="520" width="22" height="110" fill="#8d6748"/>
<ellipse cx="180" cy="760" rx="520" ry="220" fill="#8fd17a"/><ellipse cx="700" cy="780" rx="480" ry="230" fill="#7cc46a"/>`,
    front: flowers,
  };
}

function beach(rng: Random): SceneLayers {
  return {
    back: `<defs>${linearGradient("sky", "#8fd3ff", "#e6f7ff")}</defs><rect width="${S}" height="${S}" fill="url(#sky)"/>
<circle cx="${rng.pick([130, 670])}" cy="130" r="58" fill="#ffd43b"/>${cloud(rng.float(300, 500), 110, 150, 0.85)}
<rect y="430" width="${S}" height="180" fill="#4fb3d9"/><path d="M0 470 Q50 452 100 470 T200 470 T300 470 T400 470 T500 470 T600 470 T700 470 T800 470" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7"/>
<path d="M0 540 Q60 522 120 540 T240 540 T360 540 T480 540 T600 540 T720 540 T840 540" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.5"/>
<path d="M0 600 Q200 560 400 590 T800 580 L800 800 L0 800Z" fill="#f7dca5"/>`,
    front: `${star(110, 720, 60, "#ff8c69", 12)}<ellipse cx="690" cy="730" rx="30" ry="22" fill="#ffd6e0" stroke="#f4a7b5" stroke-width="4"/>`,
  };
}

function snow(rng: Random): SceneLayers {
  const flakes = (count: number, opacity: number) =>
    Array.from(
      { length: count },
      () =>
        `<circle cx="${n(rng.float(0, S))}" cy="${n(rng.float(0, S))}" r="${n(rng.float(4, 10))}" fill="#ffffff" opacity="${opacity}"/>`,
    ).join("");
  const tree = (x: number, s: number) =>
    `<g transform="translate(${n(x)} 600) scale(${n(s)})"><rect x="-10" y="-10" width="20" height="40" fill="#7a5a3a"/><path d="M0 -170 L70 -10 L-70 -10Z M0 -210 L55 -90 L-55 -90Z" fill="#3f8f6b"/><path d="M0 -210 L20 -166 L-20 -166Z" fill="#ffffff"/></g>`;
  return {
    back: `<defs>${linearGradient("sky", "#c6dbf2", "#f1f6fc")}</defs><rect width="${S}" height="${S}" fill="url(#sky)"/>
${tree(90, 0.9)}${tree(720, 1.05)}${tree(640, 0.7)}<path d="M0 620 Q200 580 400 610 T800 600 L800 800 L0 800Z" fill="#ffffff"/>${flakes(26, 0.9)}`,
    front: flakes(10, 0.85),
  };
}

function home(rng: Random): SceneLayers {
  const wall = rng.pick(["#fbe3d3", "#e8f1e4", "#e7ecf7", "#f7ecd9"]);
  const dots = Array.from({ length: 7 }, (_, row) =>
    Array.from(
      { length: 7 },
      (_, col) =>
        `<circle cx="${col * 120 + (row % 2) * 60 + 30}" cy="${row * 95 + 30}" r="9" fill="${shade(wall, -0.08)}"/>`,
    ).join(""),
  ).join("");
  return {
    back: `<rect width="${S}" height="${S}" fill="${wall}"/>${dots}
<rect x="70" y="90" width="150" height="120" rx="10" fill="#fff" stroke="#c9a27e" stroke-width="12"/>${heart(145, 150, 56, "#ff8fab")}
<g transform="translate(690 560)"><path d="M-40 0 L40 0 L30 80 L-30 80Z" fill="#e07a5f"/><path d="M0 0 C-60 -60 -50 -140 -10 -170 C-10 -100 0 -60 0 0Z M0 0 C60 -50 70 -120 40 -160 C20 -100 10 -60 0 0Z M0 0 C-20 -80 20 -150 10 -200 C30 -140 20 -60 0 0Z" fill="#52b788"/></g>
<rect y="640" width="${S}" height="160" fill="#d9b38c"/><ellipse cx="400" cy="730" rx="380" ry="70" fill="${rng.pick(["#f4a6b7", "#9ec5e8", "#f6d776"])}"/>`,
    front: "",
  };
}

function night(rng: Random): SceneLayers {
  const stars = Array.from({ length: 16 }, () =>
    star(rng.float(20, 780), rng.float(20, 420), rng.float(10, 24), "#fff3b0", rng.float(0, 60), rng.float(0.6, 1)),
  ).join("");
  const z = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0 H30 L0 34 H30" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  return {
    back: `<defs>${linearGradient("sky", "#1d2b53", "#4a5a8c")}</defs><rect width="${S}" height="${S}" fill="url(#sky)"/>${stars}
<circle cx="650" cy="140" r="64" fill="#fff3b0"/><circle cx="680" cy="118" r="58" fill="#2a3a68"/>
<ellipse cx="400" cy="790" rx="460" ry="150" fill="#8e7dbe"/><ellipse cx="400" cy="770" rx="420" ry="120" fill="#a996d6"/>`,
    front: `${z(590, 250, 1.2)}${z(640, 200, 0.9)}${z(680, 160, 0.7)}`,
  };
}

function party(rng: Random): SceneLayers {
  const [light, deep] = rng.pick(pastels);
  const colors = ["#ff6b9a", "#4ea5e8", "#ffd166", "#06d6a0", "#8e6cef", "#ff9f43"];
  const confetti = scatter(
    rng,
    S,
    26,
    (x, y) =>
      `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.float(10, 18))}" height="${n(rng.float(20, 30))}" rx="3" fill="${rng.pick(colors)}" transform="rotate(${n(rng.float(0, 180))} ${n(x)} ${n(y)})"/>`,
  );
  const flags = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + i * 95;
    const y = 40 + Math.sin((i / 8) * Math.PI) * 50;
    return `<path d="M${n(x)} ${n(y)} L${n(x + 80)} ${n(y + 6)} L${n(x + 38)} ${n(y + 80)}Z" fill="${colors[i % colors.length]}"/>`;
  }).join("");
  return {
    back: `<defs>${linearGradient("bg", light, deep, false)}</defs><rect width="${S}" height="${S}" fill="url(#bg)"/>${confetti}
<path d="M0 40 Q400 150 800 40" fill="none" stroke="#ffffff" stroke-width="5"/>${flags}`,
    front: "",
  };
}

function water(rng: Random): SceneLayers {
  const bubbles = Array.from(
    { length: 10 },
    () =>
      `<circle cx="${n(rng.float(60, 260))}" cy="${n(rng.float(60, 260))}" r="${n(rng.float(8, 22))}" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
  ).join("");
  const weed = (x: number, h: number, color: string) =>
    `<path d="M${x} 800 C${x - 40} ${800 - h * 0.3} ${x + 40} ${800 - h * 0.6} ${x} ${800 - h}" fill="none" stroke="${color}" stroke-width="22" stroke-linecap="round"/>`;
  return {
    back: `<defs>${linearGradient("sea", "#7fd3f7", "#2b8cc4")}</defs><rect width="${S}" height="${S}" fill="url(#sea)"/>
<path d="M0 120 Q200 90 400 120 T800 120" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.3"/>
${weed(90, 300, "#3aa06b")}${weed(140, 200, "#52b788")}${weed(700, 340, "#3aa06b")}${weed(650, 220, "#74c69d")}
<path d="M0 720 Q200 690 400 710 T800 700 L800 800 L0 800Z" fill="#f2d7a2"/><circle cx="300" cy="740" r="16" fill="#e76f51"/><circle cx="520" cy="750" r="12" fill="#9d8189"/><circle cx="560" cy="738" r="9" fill="#f4a261"/>`,
    front: bubbles,
  };
}

export function drawScene(scene: Scene, rng: Random): SceneLayers {
  switch (scene) {
    case "soft":
      return soft(rng);
    case "park":
      return park(rng);
    case "beach":
      return beach(rng);
    case "snow":
      return snow(rng);
    case "home":
      return home(rng);
    case "night":
      return night(rng);
    case "party":
      return party(rng);
    case "water":
      return water(rng);
  }
}

/** A bone-and-paw pattern in one colour, used for store banners. */
export function pawPattern(rng: Random, width: number, height: number, color: string, opacity: number): string {
  const parts: string[] = [];
  for (let y = 40; y < height; y += 110) {
    for (let x = 40 + ((y / 110) % 2) * 60; x < width; x += 130) {
      parts.push(
        rng.chance(0.5)
          ? pawPrint(x, y, 40, color, rng.float(-30, 30), opacity)
          : bone(x, y, 56, color, rng.float(-40, 40), opacity),
      );
    }
  }
  return parts.join("");
}
