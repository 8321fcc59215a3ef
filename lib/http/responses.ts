import { type ErrorCode } from "@/lib/errors";

/** The HTTP status of each error code, for route handlers (actions return results instead). */
export const statusFor: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  banned: 401,
  unavailable: 503,
  internal: 500,
};

/** The app's JSON error shape, never cached. */
export function errorResponse(code: ErrorCode, message: string, status = statusFor[code]): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Reads a request body, stopping as soon as it passes the limit: a missing or false Content-Length
 * (chunked bodies) must not make the server buffer an unbounded body.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}
