"use client";

import { useEffect } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { askLayer } from "@/lib/views/ask-viewer-layer";
import { publishLayer } from "./viewer-layer-store";

/**
 * What the page shows, read from its server-rendered parts: the cards (`data-post-id`, `data-author`),
 * people a block would hide (`data-viewer-user`: a pet's owner), products' favourite hearts
 * (`data-product-id`) and a profile's user (`data-viewer-profile`).
 */
function askedByPage(): URLSearchParams {
  const posts = new Set<string>();
  const users = new Set<string>();
  for (const card of document.querySelectorAll<HTMLElement>("[data-post-id]")) {
    if (card.dataset.postId) posts.add(card.dataset.postId);
    if (card.dataset.author) users.add(card.dataset.author);
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-viewer-user]"))
    users.add(element.dataset.viewerUser!);
  const products = new Set(
    [...document.querySelectorAll<HTMLElement>("[data-product-id]")].map((element) => element.dataset.productId!),
  );
  const profile = document.querySelector<HTMLElement>("[data-viewer-profile]")?.dataset.viewerProfile;
  const query = new URLSearchParams({ posts: [...posts].join(","), users: [...users].join(",") });
  if (products.size > 0) query.set("products", [...products].join(","));
  if (profile) query.set("profile", profile);
  return query;
}

/**
 * Asks `GET /api/viewer` once, when the page has hydrated, for what the page shows differently to this
 * viewer (header counts, hearts, blocks, follow state), and publishes it to the parts that read it. A
 * refused session (expired, no username yet) leaves the page as a guest sees it; a banned one goes to the
 * ban notice.
 */
export function ViewerLayerRequest() {
  const router = useRouter();
  useEffect(() => {
    const path = window.location.pathname;
    publishLayer({ status: "loading" });
    void askLayer(askedByPage()).then((answer) => {
      // A banned member's open tab reads why at once (issue 48 item 4), on a cached public page too.
      if (answer === "banned") return router.replace("/auth/banned");
      const layer = answer;
      publishLayer(layer ? { status: "ready", layer, path } : { status: "guest" });
      // Says the page now reads as this viewer's (tests wait for it before checking what stayed unchanged).
      document.documentElement.dataset.viewerLayer = layer ? "ready" : "guest";
    });
  }, [router]);
  return null;
}
