/* eslint-disable @next/next/no-img-element -- drawn as the app draws its photos: a plain img with a srcset. */
import { preload } from "react-dom";

// The control with a photo as its largest paint (decision 033): the same heading and paragraph, then one square
// photo at the phone's width, preloaded with a high priority from a srcset, as the app's post cards draw their
// first photo (components/posts/post-card.tsx). The two files are the demo seed's first #mascotas photo as the
// media route serves it: its phone copy (-w828) and its stored original, with the app's srcset widths.
const SRC_SET = "/photo-w828.webp 828w, /photo.webp 2048w";
const SIZES = "(min-width: 1024px) 36rem, 100vw";

export default function Page() {
  preload("/photo-w828.webp", { as: "image", fetchPriority: "high", imageSrcSet: SRC_SET, imageSizes: SIZES });
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-3xl font-black text-ink">Patitas</h1>
      <p className="mt-2 text-muted">La red social de tus mascotas.</p>
      <img
        src="/photo.webp"
        srcSet={SRC_SET}
        sizes={SIZES}
        alt="Foto de Nala"
        width={800}
        height={800}
        fetchPriority="high"
        loading="eager"
        decoding="async"
        className="mt-4 aspect-square w-full rounded-3xl object-cover"
      />
    </main>
  );
}
