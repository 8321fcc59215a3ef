import localFont from "next/font/local";

// Nunito from @fontsource: next/font/google would download at build time, which this network forbids.
// Only the latin subset (Latin-1 included: every letter of es, en, fr and pt; Chinese uses the system's
// CJK fonts). The latin-ext file was a second 36 kB preload on every page, and without a unicode-range
// both files claimed every character; a rare letter outside Latin-1 in a user's name uses the fallback.
export const nunito = localFont({
  src: "../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  weight: "200 1000",
  style: "normal",
  display: "swap",
  variable: "--font-nunito",
});
