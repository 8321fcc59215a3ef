import localFont from "next/font/local";
import "../../../app/globals.css";

// The app's font, loaded as app/fonts.ts loads it (same file, same settings), so the control pays for it too.
const nunito = localFont({
  src: "../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  weight: "200 1000",
  style: "normal",
  display: "optional",
  fallback: ["Nunito Fallback Roboto", "Nunito Fallback Liberation", "Nunito Fallback DejaVu"],
  variable: "--font-nunito",
});

export default function RootLayout({ children }) {
  return (
    <html lang="es" className={nunito.variable}>
      <body>{children}</body>
    </html>
  );
}
