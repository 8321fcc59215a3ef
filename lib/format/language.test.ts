/* @no-database: Intl only. */
import { languageName } from "./language";

describe("languageName", () => {
  it("names a language in the reader's language (issue 48 item 12)", () => {
    expect(languageName("es", "en")).toBe("Spanish");
    expect(languageName("es", "fr")).toBe("espagnol");
    expect(languageName("en", "es")).toBe("inglés");
    expect(languageName("pt", "zh")).toBe("葡萄牙语");
  });

  it("gives the code back when it is no language", () => {
    expect(languageName("not a code", "en")).toBe("not a code");
  });
});
