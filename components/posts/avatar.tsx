/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { avatarSrc } from "@/lib/storage/responsive-image";

/**
 * A round profile picture, or the name's initial on the brand colour when there is none. Its class lists
 * are named in globals.css: a page of cards draws ten, each travelling as HTML and as RSC payload.
 */
export function Avatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (url) {
    return (
      <img
        src={avatarSrc(url)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="avatar"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span aria-hidden className="avatar-initial" style={{ width: size, height: size, fontSize: size * 0.42 }}>
      {name.trim().slice(0, 1).toUpperCase() || "?"}
    </span>
  );
}
