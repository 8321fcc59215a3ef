import { GET } from "@/app/api/messages/[locale]/[part]/route";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { CART_BUTTON_MESSAGES, messagePartUrl, MESSAGES_VERSION } from "./message-parts";
import { pickMessages } from "./pick-messages";

function get(url: string): Promise<Response> {
  const [locale = "", part = ""] = new URL(url, "http://localhost").pathname.split("/").slice(3);
  return GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ locale, part }) });
}

describe("GET /api/messages/[locale]/[part]", () => {
  it("answers the cart sheet's namespaces in the asked language, and nothing else of the catalogue", async () => {
    const response = await get(messagePartUrl("zh", "cart-sheet"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cart: zh.cart, purchase: zh.purchase });
    expect((await (await get(messagePartUrl("en", "cart-sheet"))).json()).purchase.pay).toBe(en.purchase.pay);
  });

  it("answers a card menu's dialogs and the editor's borrowed words, and none of the rest of posts", async () => {
    expect(await (await get(messagePartUrl("en", "post-menu"))).json()).toEqual({
      posts: { delete: en.posts.delete, edit: en.posts.edit, report: en.posts.report, errors: en.posts.errors },
      feed: {
        compose: {
          mentionSuggestions: en.feed.compose.mentionSuggestions,
          characters: en.feed.compose.characters,
        },
      },
    });
  });

  it("is kept for good at the build's version only, and only by a production server", async () => {
    const environment = process.env as Record<string, string | undefined>;
    const mode = environment.NODE_ENV;
    try {
      environment.NODE_ENV = "production";
      expect((await get(messagePartUrl("es", "cart-sheet"))).headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      const older = await get(`/api/messages/es/cart-sheet?v=${MESSAGES_VERSION}x`);
      expect(older.status).toBe(200);
      expect(older.headers.get("cache-control")).toBe("public, max-age=300");
    } finally {
      environment.NODE_ENV = mode;
    }
    expect((await get(messagePartUrl("es", "cart-sheet"))).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answers 404, never cached, for a language or a part it does not have", async () => {
    for (const url of ["/api/messages/de/cart-sheet", "/api/messages/es/auth", "/api/messages/es/__proto__"]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("the cart button's own messages", () => {
  it("name keys of every catalogue, so the header ships words, not keys", () => {
    for (const catalogue of [en, zh]) {
      const picked = pickMessages(catalogue, CART_BUTTON_MESSAGES) as { cart: Record<string, unknown> };
      expect(Object.keys(picked.cart).sort()).toEqual(["errors", "itemsCount", "open"]);
      expect(Object.keys(picked.cart.errors as object)).toEqual(["load"]);
    }
  });
});
