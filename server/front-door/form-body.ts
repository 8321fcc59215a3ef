// Whether a multipart body is a form Next.js can read (issue 43, 9b). A server action posted as a broken
// multipart body (no boundary, cut short) made Next.js answer 500 and log two errors. The front door
// reads the (size-checked) body first with the parser Next.js will use, and refuses what it cannot read
// with a 400: a fetch action's form (Next-Action) with busboy, Next.js's own compiled copy; a form posted
// before JavaScript loads with Request.formData(), which is stricter (it refuses text after the end).
import type { IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "next/dist/compiled/busboy/index.js";

async function busboyReads(body: Buffer, contentType: string): Promise<void> {
  const parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8" });
  parser.on("file", (_name, stream) => stream.resume());
  await pipeline(Readable.from([body]), parser);
}

export async function isReadableForm(body: Buffer, headers: IncomingHttpHeaders): Promise<boolean> {
  const contentType = headers["content-type"] ?? "";
  try {
    if (headers["next-action"] !== undefined) await busboyReads(body, contentType);
    else await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
