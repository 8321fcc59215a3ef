/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */

/** A round profile picture, or the name's initial on the brand colour when there is none. */
export function Avatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full bg-brand-50 object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-black text-brand-700"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {name.trim().slice(0, 1).toUpperCase() || "?"}
    </span>
  );
}
