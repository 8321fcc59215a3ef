import { SPRITE_URL, type IconName } from "./icon-names";

type Props = {
  name: IconName;
  className?: string;
  /** Icons are decoration next to a text or an aria-label; a lone meaningful icon passes its label. */
  label?: string;
  "data-testid"?: string;
};

/**
 * One icon from the sprite: `<svg><use href="/icons.svg?v=…#name"/></svg>`, ~90 bytes instead of a
 * 300–900 byte inline drawing, and no icon code in the client bundle. Stroke, fill and size come from
 * CSS (`.icon` in globals.css, then Tailwind utilities such as `fill-red-500` or `h-6 w-6`), which the
 * sprite's shapes inherit through `<use>`. Works in server and client components alike.
 */
export function Icon({ name, className, label, "data-testid": testId }: Props) {
  return (
    // Only the attributes that have a value: an undefined prop still travels in the RSC payload as
    // `"role":"$undefined"`, three times per icon, about 75 bytes of every icon a server component draws.
    <svg
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...(testId ? { "data-testid": testId } : {})}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
