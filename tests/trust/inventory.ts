// What the trust suite covers, found in the source tree: every exported server action (every file that
// starts with "use server") and every route handler (app/**/route.ts). The matrix and the fuzz tests
// check their tables against these lists, so a new action or route fails them until it is listed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as feedPages from "@/components/posts/post-pages";
import * as adminActions from "@/lib/admin/actions";
import * as authActions from "@/lib/auth/actions";
import * as cartActions from "@/lib/cart/actions";
import * as discoverActions from "@/lib/discover/actions";
import * as guideActions from "@/lib/guides/actions";
import * as lostActions from "@/lib/lost/actions";
import * as matchActions from "@/lib/matches/actions";
import * as messageActions from "@/lib/messages/actions";
import * as notificationActions from "@/lib/notifications/actions";
import * as paymentActions from "@/lib/payments/actions";
import * as petActions from "@/lib/pets/actions";
import * as placeActions from "@/lib/places/actions";
import * as postActions from "@/lib/posts/actions";
import * as privacyActions from "@/lib/privacy/actions";
import * as savedActions from "@/lib/saved/actions";
import * as profileActions from "@/lib/profiles/actions";
import * as reviewActions from "@/lib/reviews/actions";
import * as socialActions from "@/lib/social/actions";
import * as storeActions from "@/lib/store/actions";
import * as accountExportRoute from "@/app/api/account/export/route";
import * as authEntryRoute from "@/app/api/auth-entry/route";
import * as healthRoute from "@/app/api/health/route";
import * as readyRoute from "@/app/api/ready/route";
import * as homeRoute from "@/app/api/home/route";
import * as mediaRoute from "@/app/api/media/[...key]/route";
import * as messagePartRoute from "@/app/api/messages/[locale]/[part]/route";
import * as realtimeUserAuthRoute from "@/app/api/realtime/user-auth/route";
import * as uploadsRoute from "@/app/api/uploads/route";
import * as viewerRoute from "@/app/api/viewer/route";
import * as stripeWebhookRoute from "@/app/api/webhooks/stripe/route";
import * as iconsRoute from "@/app/icons.svg/route";
import * as pwaIconRoute from "@/app/pwa-icon/[file]/route";
import * as sitemapIndexRoute from "@/app/sitemap.xml/route";
import * as sitemapFileRoute from "@/app/sitemaps/[kind]/[page]/route";

const root = path.resolve(__dirname, "../..");

export const actionModules: Record<string, Record<string, unknown>> = {
  "components/posts/post-pages.tsx": feedPages,
  "lib/admin/actions.ts": adminActions,
  "lib/auth/actions.ts": authActions,
  "lib/cart/actions.ts": cartActions,
  "lib/discover/actions.ts": discoverActions,
  "lib/guides/actions.ts": guideActions,
  "lib/lost/actions.ts": lostActions,
  "lib/matches/actions.ts": matchActions,
  "lib/messages/actions.ts": messageActions,
  "lib/notifications/actions.ts": notificationActions,
  "lib/payments/actions.ts": paymentActions,
  "lib/pets/actions.ts": petActions,
  "lib/places/actions.ts": placeActions,
  "lib/posts/actions.ts": postActions,
  "lib/privacy/actions.ts": privacyActions,
  "lib/profiles/actions.ts": profileActions,
  "lib/saved/actions.ts": savedActions,
  "lib/reviews/actions.ts": reviewActions,
  "lib/social/actions.ts": socialActions,
  "lib/store/actions.ts": storeActions,
};

export const routeModules: Record<string, Record<string, unknown>> = {
  "app/api/account/export/route.ts": accountExportRoute,
  "app/api/auth-entry/route.ts": authEntryRoute,
  "app/api/health/route.ts": healthRoute,
  "app/api/ready/route.ts": readyRoute,
  "app/api/home/route.ts": homeRoute,
  "app/api/media/[...key]/route.ts": mediaRoute,
  "app/api/messages/[locale]/[part]/route.ts": messagePartRoute,
  "app/api/realtime/user-auth/route.ts": realtimeUserAuthRoute,
  "app/api/uploads/route.ts": uploadsRoute,
  "app/api/viewer/route.ts": viewerRoute,
  "app/api/webhooks/stripe/route.ts": stripeWebhookRoute,
  "app/icons.svg/route.ts": iconsRoute,
  "app/pwa-icon/[file]/route.ts": pwaIconRoute,
  "app/sitemap.xml/route.ts": sitemapIndexRoute,
  "app/sitemaps/[kind]/[page]/route.ts": sitemapFileRoute,
};

/**
 * next-auth's own handler (sign-in with its CSRF token, sign-out, session) needs Next's request context
 * to run; its refusals are covered end to end (tests/e2e/auth.spec.ts, sessions.spec.ts).
 */
export const ROUTES_TESTED_END_TO_END = ["app/api/auth/[...nextauth]/route.ts"];

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file));
}

/** Files whose first statement is "use server" (comments may come before it). */
export function serverActionFiles(): string[] {
  return ["app", "components", "lib"]
    .flatMap(sourceFiles)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(readFileSync(path.join(root, file), "utf8")))
    .sort();
}

export function routeFiles(): string[] {
  return sourceFiles("app")
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
    .sort();
}

/** "area.functionName" for every exported function of the action modules. */
export function exportedActions(): string[] {
  return Object.entries(actionModules)
    .flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => `${path.basename(path.dirname(file))}.${name}`),
    )
    .sort();
}

/** "METHOD /path" for every exported handler of the route modules. */
export function exportedRoutes(): string[] {
  return Object.entries(routeModules)
    .flatMap(([file, module]) =>
      HTTP_METHODS.filter((method) => typeof module[method] === "function").map(
        (method) => `${method} /${path.dirname(file).replace(/^app\//, "")}`,
      ),
    )
    .sort();
}
