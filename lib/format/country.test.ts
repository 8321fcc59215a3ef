/** @no-database — the platform's Intl names only. */
import { countryName, placeLabel } from "./country";

describe("countryName", () => {
  it("names a country in the reader's language", () => {
    expect(countryName("ES", "es")).toBe("España");
    expect(countryName("ES", "en")).toBe("Spain");
    expect(countryName("DE", "fr")).toBe("Allemagne");
  });

  it("reads the spec's UK as the United Kingdom (ISO's GB)", () => {
    expect(countryName("UK", "en")).toBe("United Kingdom");
    expect(countryName("UK", "es")).toBe("Reino Unido");
  });

  it("shows what is not a region code as it was stored", () => {
    expect(countryName("not a code", "en")).toBe("not a code");
    expect(countryName("ES", "not a locale!")).toBe("ES");
  });
});

describe("placeLabel", () => {
  it("names a gazetteer city's country in the reader's language, and leaves free text alone", () => {
    expect(placeLabel("Soria", "ES", "es")).toBe("Soria, España");
    expect(placeLabel("London", "GB", "fr")).toBe("London, Royaume-Uni");
    expect(placeLabel("Madrid, España", null, "en")).toBe("Madrid, España");
  });
});
