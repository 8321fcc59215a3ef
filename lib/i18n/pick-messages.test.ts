import es from "@/messages/es.json";
import { mergeMessages, pickMessages } from "./pick-messages";

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

describe("mergeMessages", () => {
  it("lays a part over what a provider has, level by level, changing neither", () => {
    const base = pickMessages(es, ["common", "posts", "!posts.report", "feed", "!feed.compose"]);
    const part = pickMessages(es, ["posts.report", "feed.compose.characters"]);
    const merged = mergeMessages(base, part) as typeof es;
    expect(merged.posts.report).toEqual(es.posts.report);
    expect(merged.posts.like).toBe(es.posts.like);
    expect(merged.feed.compose).toEqual({ characters: es.feed.compose.characters });
    expect(merged.feed.loadError).toBe(es.feed.loadError);
    expect(merged.common).toBe(es.common);
    expect((base as typeof es).posts.report).toBeUndefined();
    expect(Object.keys(part)).toEqual(["posts", "feed"]);
  });
});
