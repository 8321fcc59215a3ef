/** @no-database — pure text rules. */
import { extractHashtags, splitContent } from "./extract";

describe("extractHashtags", () => {
  it("lower-cases tags and keeps Unicode letters and digits", () => {
    expect(extractHashtags("Paseo con #Perros y #狗 en el #Día_2 #café")).toEqual(["perros", "狗", "día_2", "café"]);
  });

  it("counts a tag once per post, whatever its case", () => {
    expect(extractHashtags("#Perros #perros #PERROS y #gatos")).toEqual(["perros", "gatos"]);
  });

  it("ignores a bare #, a # after a word, HTML entities and URL fragments; accepts digits-only tags", () => {
    expect(extractHashtags("# nada, C#, &#39;, example.com/#top y ## y #2024")).toEqual(["2024"]);
  });

  it("stops at punctuation and emoji", () => {
    expect(extractHashtags("¡#playa! (#sol), #mar🌊")).toEqual(["playa", "sol", "mar"]);
  });
});

describe("splitContent", () => {
  it("splits text into plain runs, hashtags and mentions in order", () => {
    expect(splitContent("Hola @Lucia_G mira #Perros!")).toEqual([
      { type: "text", text: "Hola " },
      { type: "mention", text: "@Lucia_G", username: "lucia_g" },
      { type: "text", text: " mira " },
      { type: "hashtag", text: "#Perros", tag: "perros" },
      { type: "text", text: "!" },
    ]);
  });

  it("does not take e-mail addresses for mentions", () => {
    expect(splitContent("ana@example.com")).toEqual([{ type: "text", text: "ana@example.com" }]);
  });
});
