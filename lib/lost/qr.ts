import "server-only";
import QRCode from "qrcode";

// The poster's QR code, drawn on the server as SVG path data (qrcode, pure JavaScript: no native binary,
// no canvas): one square per dark module, so the page needs no script and prints sharp at any size.

/** The side in modules (quiet zone included) and the path of the dark modules of `text`'s QR code. */
export function qrPath(text: string, margin = 2): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(x, y)) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    }
  }
  return { size: modules.size + margin * 2, path: parts.join("") };
}
