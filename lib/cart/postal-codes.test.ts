import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { SHIPPING_COUNTRIES } from "@/lib/market/countries";
import { shippingAddressSchema } from "./schemas";
import { isPostalCodeOf, phoneRegionOf } from "./postal-codes";

const base = { name: "Ana", email: "ana@example.com", address: "Calle 1", city: "Madrid" };

// One real address per shipping country: the postal code and a phone as dialled there.
const deliverable = {
  ES: ["28013", "600 111 222"],
  US: ["10001-1234", "(212) 555-0187"],
  FR: ["75011", "06 12 34 56 78"],
  DE: ["10115", "030 1234567"],
  IT: ["00184", "312 345 6789"],
  PT: ["1100-053", "912 345 678"],
  UK: ["SW1A 1AA", "07400 123456"],
  MX: ["06700", "55 1234 5678"],
  AR: ["C1425DKE", "11 2345-6789"],
  CO: ["110111", "321 1234567"],
  BR: ["01310-100", "(11) 91234-5678"],
} as const;

describe("deliverable addresses (issue 48, item 7)", () => {
  it.each(SHIPPING_COUNTRIES)("accepts a real postal code and phone of %s", (country) => {
    const [postalCode, phone] = deliverable[country];
    expect(isPostalCodeOf(country, postalCode)).toBe(true);
    expect(isValidPhoneNumber(phone, phoneRegionOf(country) as CountryCode)).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...base, country, postalCode, phone }).success).toBe(true);
  });

  it("refuses Spain with postal code ABC and phone 12, each with its translated key", () => {
    const result = shippingAddressSchema.safeParse({ ...base, country: "ES", postalCode: "ABC", phone: "12" });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toEqual({ postalCode: "purchase.errors.postalCodeInvalid", phone: "purchase.errors.phoneInvalid" });
  });

  it("checks the postal code against the chosen country, not any country", () => {
    expect(isPostalCodeOf("ES", "53001")).toBe(false);
    expect(isPostalCodeOf("PT", "28013")).toBe(false);
    expect(isPostalCodeOf("ES", "1100-053")).toBe(false);
    expect(isPostalCodeOf("UK", "sw1a 1aa")).toBe(true);
    // A French number written nationally is not a Spanish one; with its prefix it is valid anywhere.
    expect(isValidPhoneNumber("06 12 34 56 78", "ES")).toBe(false);
    expect(
      shippingAddressSchema.safeParse({ ...base, country: "ES", postalCode: "28013", phone: "+33 6 12 34 56 78" })
        .success,
    ).toBe(true);
  });

  it("says only that an empty field is required, not also that it is invalid", () => {
    const result = shippingAddressSchema.safeParse({ ...base, country: "ES", postalCode: "", phone: "" });
    const keys = result.error!.issues.map((issue) => issue.message).sort();
    expect(keys).toEqual(["purchase.errors.phoneRequired", "purchase.errors.postalCodeRequired"]);
  });
});
