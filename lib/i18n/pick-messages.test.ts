import es from "@/messages/es.json";
import { pickMessages } from "./pick-messages";

describe("pickMessages", () => {
  it("ships namespaces and dotted parts of them, nothing else", () => {
    expect(pickMessages(es, ["language", "cart.open"])).toEqual({
      language: es.language,
      cart: { open: es.cart.open },
    });
  });

  it("takes a part out again with '!', and puts a leaf of it back, leaving the catalogue whole", () => {
    const picked = pickMessages(es, ["feed", "!feed.compose", "feed.compose.characters"]) as { feed: typeof es.feed };
    expect(picked.feed.compose).toEqual({ characters: es.feed.compose.characters });
    expect(picked.feed.loadError).toBe(es.feed.loadError);
    expect(Object.keys(es.feed.compose).length).toBeGreaterThan(10);
    expect(es.feed.compose.publish).toBe("Publicar");
  });
});
