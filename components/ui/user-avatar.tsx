/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { AVATAR_SIDE, avatarSrc } from "@/lib/storage/responsive-image";

type Props = {
  url: string | null;
  name: string;
  size: number;
  alt?: string;
  className?: string;
  /** How wide it is drawn when a class makes it larger than `size` on some screens: the original joins the srcset. */
  sizes?: string;
};

const palette = [
  "bg-brand-100 text-brand-700",
  "bg-leaf-100 text-leaf-700",
  "bg-sky-soft text-sky-800",
  "bg-amber-100 text-amber-800",
];

/** A round avatar: the uploaded photo, or the name's initial on a colour picked from the name. */
export function UserAvatar({ url, name, size, alt = "", className = "", sizes }: Props) {
  const style = { width: size, height: size };
  if (url) {
    const src = avatarSrc(url);
    return (
      <img
        src={src}
        srcSet={sizes && src !== url ? `${src} ${AVATAR_SIDE}w, ${url} 2048w` : undefined}
        sizes={sizes}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        style={style}
        className={`shrink-0 rounded-full object-cover ring-2 ring-white ${className}`}
      />
    );
  }
  const colour = palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{ ...style, fontSize: size * 0.42 }}
      className={`grid shrink-0 place-items-center rounded-full font-black ring-2 ring-white ${colour} ${className}`}
    >
      {name.trim().slice(0, 1).toUpperCase() || "?"}
    </span>
  );
}
