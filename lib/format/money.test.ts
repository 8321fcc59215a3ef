import { discountPercent, formatMoney } from "./money";

describe("formatMoney", () => {
  it("formats EUR cents per locale", () => {
    expect(formatMoney(1250, "es").replace(/\s/g, " ")).toBe("12,50 €");
    expect(formatMoney(1250, "en")).toBe("€12.50");
    expect(formatMoney(123456, "fr").replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatMoney(0, "pt").replace(/\s/g, " ")).toBe("€ 0,00");
  });
});

describe("discountPercent", () => {
  it("rounds the percent off and is null without a real discount", () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(666, 1000)).toBe(33);
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1200, 1000)).toBeNull();
    expect(discountPercent(500, null)).toBeNull();
  });
});
