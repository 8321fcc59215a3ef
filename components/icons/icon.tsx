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
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden={label ? undefined : true} role={label ? "img" : undefined} aria-label={label} data-testid={testId}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
