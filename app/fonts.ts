import localFont from "next/font/local";

// Nunito from @fontsource: next/font/google would download at build time, which this network forbids.
export const nunito = localFont({
  src: [
    { path: "../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2", style: "normal" },
    { path: "../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2", style: "normal" },
  ],
  weight: "200 1000",
  display: "swap",
  variable: "--font-nunito",
});
