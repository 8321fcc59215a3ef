import { SPRITE_SVG } from "@/components/icons/sprite";

// The same bytes for every request: built once at build time.
export const dynamic = "force-static";

/**
 * The icon sprite (decision 008). Pages reference it as /icons.svg?v=<hash of the icon set>, so it can be
 * cached for a year: a new set is a new URL.
 */
export function GET() {
  return new Response(SPRITE_SVG, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
