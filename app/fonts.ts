import localFont from "next/font/local";

// Nunito from @fontsource: next/font/google would download at build time, which this network forbids.
// Only the latin subset (Latin-1 included: every letter of es, en, fr and pt; Chinese uses the system's
// CJK fonts). The latin-ext file was a second 36 kB preload on every page, and without a unicode-range
// both files claimed every character; a rare letter outside Latin-1 in a user's name uses the fallback.
// `optional` (decision 089): the font is used when it is there by the first paint (it is preloaded, and
// cached for a year after the first visit); otherwise the page keeps its fallback and never moves when the
// font arrives. The fallbacks are drawn at Nunito's size on every platform: Next.js's own (Arial, where it
// exists), then Roboto (Android) and Liberation Sans or DejaVu Sans (Linux), declared in app/globals.css.
export const nunito = localFont({
  src: "../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  weight: "200 1000",
  style: "normal",
  display: "optional",
  fallback: ["Nunito Fallback Roboto", "Nunito Fallback Liberation", "Nunito Fallback DejaVu"],
  variable: "--font-nunito",
});
