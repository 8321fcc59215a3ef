// Two modules of the `pusher` package that its index.d.ts does not declare: the realtime server's tests
// sign requests by hand with them (server/realtime/built-in.test.ts), to send what the package would refuse.
declare module "pusher/lib/token.js" {
  export default class Token {
    constructor(key: string, secret: string);
  }
}

declare module "pusher/lib/requests.js" {
  import type Token from "pusher/lib/token.js";

  /** The query string of a signed HTTP API call: auth_key, auth_timestamp, auth_version, body_md5, auth_signature. */
  export function createSignedQueryString(
    token: Token,
    request: { method: string; path: string; body?: string; params?: Record<string, string> },
  ): string;
}
