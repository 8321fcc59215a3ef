import "server-only";
import path from "node:path";
import * as z from "zod";

// All embedded state (PGlite, uploads, mail outbox) lives under one folder; `npm start` passes it as an
// absolute path so the setup process and the server agree on it.
const dataDir = process.env.DATA_DIR || path.join(process.cwd(), "data");

// Every setting the app reads, validated once. Each external part has an embedded default (docs/design.md §2).
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    APP_URL: z.url().default("http://localhost:3000"),
    DATABASE_URL: z.string().min(1).optional(),
    PGLITE_DIR: z.string().min(1).default(path.join(dataDir, "pglite")),
    NEXTAUTH_SECRET: z.string().min(16).default("patitas-development-secret-change-me"),
    SMTP_URL: z.string().min(1).optional(),
    // Mail that SMTP refused is retried after this many seconds, doubling up to an hour (lib/mail/mailer.ts).
    MAIL_RETRY_SECONDS: z.coerce.number().int().positive().default(30),
    MAIL_FROM: z.string().default("Patitas <hola@patitas.local>"),
    MAIL_OUTBOX_DIR: z.string().min(1).default(path.join(dataDir, "outbox")),
    UPLOADS_DIR: z.string().min(1).default(path.join(dataDir, "uploads")),
    // Media go to this S3 (or S3-compatible, with S3_ENDPOINT) bucket when set, else to UPLOADS_DIR.
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // A CDN or public bucket URL for media; without it they are served through /api/media.
    S3_PUBLIC_URL: z.url().optional(),
    RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(5),
    // How many proxies of ours stand in front of the server, each appending to X-Forwarded-For; 0 means
    // clients connect directly and the socket's address is the client's. Read by the front door
    // (server/front-door/client-ip.ts, which parses it the same way); validated here as well so that a
    // wrong value stops `npm start` at its database setup.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Realtime (docs/decisions/010-realtime-transport.md): hosted Pusher (PUSHER_CLUSTER) or another
    // Pusher-protocol server such as soketi (PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS) when set; else the
    // built-in server of `npm start`. Browsers connect to PUSHER_WS_HOST / PUSHER_WS_PORT when the address
    // the app publishes to is not one they can reach (a container name, a private network).
    PUSHER_APP_ID: z.string().min(1).optional(),
    PUSHER_KEY: z.string().min(1).optional(),
    PUSHER_SECRET: z.string().min(1).optional(),
    PUSHER_CLUSTER: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    PUSHER_HOST: z.string().min(1).optional(),
    PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    PUSHER_USE_TLS: z.enum(["true", "false"]).optional(),
    PUSHER_WS_HOST: z.string().min(1).optional(),
    PUSHER_WS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Read by the built-in server (server/realtime/built-in.ts parses it the same way); validated here
    // so that a wrong value stops `npm start` at its database setup.
    REALTIME_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
    // Payments (decision 018): Stripe Checkout and Connect when the secret key is set, else the built-in
    // test provider. The webhook secret verifies /api/webhooks/stripe.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "Expected a Stripe secret key (sk_test_…, sk_live_… or rk_…).")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, "Expected a Stripe webhook signing secret (whsec_…).")
      .optional(),
    // Web push (docs/decisions/028-web-push.md): the VAPID key pair and contact, base64url as
    // webpush.generateVAPIDKeys() prints them. Without them a pair is generated once into VAPID_KEYS_FILE;
    // several instances must share one pair (set these), or a browser subscribed through one instance
    // would refuse the pushes signed by another.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "Expected a base64url VAPID public key.")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "Expected a base64url VAPID private key.")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "Expected a mailto: or https: contact.")
      .optional(),
    VAPID_KEYS_FILE: z.string().min(1).default(path.join(dataDir, "vapid.json")),
    // Plain http push endpoints on this machine (127.0.0.1, localhost) are accepted outside production;
    // in production only with this set, for the end-to-end tests' fake push service.
    PUSH_ALLOW_INSECURE_ENDPOINTS: z.enum(["0", "1"]).default("0"),
  })
  .superRefine((value, context) => {
    const credentials = [value.PUSHER_APP_ID, value.PUSHER_KEY, value.PUSHER_SECRET].filter(Boolean).length;
    if (credentials !== 0 && credentials !== 3) {
      context.addIssue({
        code: "custom",
        path: ["PUSHER_APP_ID"],
        message: "PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET go together: set all three or none.",
      });
    }
    if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET: without the webhook no payment is ever fulfilled.",
      });
    }
    if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.",
      });
    }
    if (credentials === 3 && !value.PUSHER_CLUSTER && !value.PUSHER_HOST) {
      context.addIssue({
        code: "custom",
        path: ["PUSHER_CLUSTER"],
        message: "Set PUSHER_CLUSTER (hosted Pusher) or PUSHER_HOST (another Pusher-protocol server).",
      });
    }
  });

export type Env = z.infer<typeof schema>;

function loadEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = loadEnv();
