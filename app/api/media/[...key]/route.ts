import * as z from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { createMissingDerived } from "@/lib/media/uploads";
import { mayViewChatPhoto } from "@/lib/messages/photos";
import {
  getObject,
  isPrivateKey,
  isValidObjectKey,
  statObject,
  type ByteRange,
  type ObjectInfo,
} from "@/lib/storage/storage";
import { withRouteErrors } from "@/lib/http/route-errors";

const keySchema = z
  .array(z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/))
  .min(1)
  .max(8)
  .transform((segments) => segments.join("/"))
  .refine(isValidObjectKey);

// Keys are never reused (each upload gets a new one), so browsers and CDNs may keep objects forever.
const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "public, max-age=31536000, immutable",
  "Accept-Ranges": "bytes",
};
// Chat photos (issue 46) are for two people only: never kept by a shared cache, and by the browser only
// briefly, so an unsent photo does not linger. Vary on the cookie that decided.
const privateHeaders = { ...baseHeaders, "Cache-Control": "private, max-age=300", Vary: "Cookie" };

export const GET = withRouteErrors(
  "Media",
  async (request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> => {
    const parsed = keySchema.safeParse((await params).key);
    if (!parsed.success) return notFound();
    const key = parsed.data;
    // Public media never touch the session or the database; a private key is looked up (lib/messages/photos.ts).
    const isPrivate = isPrivateKey(key);
    if (isPrivate && !(await mayViewChatPhoto(await getCurrentUser(), key))) return notFound();
    const headers = isPrivate ? privateHeaders : baseHeaders;

    const rangeHeader = request.headers.get("range");
    if (rangeHeader) {
      const info = await statMakingCopy(key);
      if (!info) return notFound();
      const range = parseRange(rangeHeader, info.size);
      if (range === "unsatisfiable") {
        return new Response(null, {
          status: 416,
          headers: { "X-Content-Type-Options": "nosniff", "Content-Range": `bytes */${info.size}` },
        });
      }
      if (range) {
        const object = await getObject(key, range);
        if (!object) return notFound();
        const end = range.start + object.body.length - 1;
        return new Response(new Uint8Array(object.body), {
          status: 206,
          headers: {
            ...headers,
            "Content-Type": object.contentType,
            "Content-Length": String(object.body.length),
            "Content-Range": `bytes ${range.start}-${end}/${object.size}`,
          },
        });
      }
    }

    const object = (await getObject(key)) ?? ((await createMissingDerived(key)) ? await getObject(key) : null);
    if (!object) return notFound();
    return new Response(new Uint8Array(object.body), {
      headers: { ...headers, "Content-Type": object.contentType, "Content-Length": String(object.size) },
    });
  },
);

/** The object's info; a missing copy of a stored image is made on the spot (see createMissingDerived). */
async function statMakingCopy(key: string): Promise<ObjectInfo | null> {
  const info = await statObject(key);
  if (info || !(await createMissingDerived(key))) return info;
  return statObject(key);
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * One `bytes=` range (what video players send). Multi-range or malformed headers give null, and the
 * whole object is served, which RFC 9110 allows.
 */
function parseRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
