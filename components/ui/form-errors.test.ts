/** @no-database */
import { splitActionError } from "./form-errors";

// One mistake, one message (decision 043): what a form shows of an action's failure.
describe("splitActionError", () => {
  const validation = (fields?: Record<string, string>) => ({
    code: "validation" as const,
    message: "errors.validation",
    fields,
  });

  it("puts every field message under its field and adds no summary when each has one", () => {
    expect(
      splitActionError(validation({ name: "pets.errors.nameRequired", age: "pets.errors.ageInvalid" }), [
        "name",
        "age",
        "species",
      ]),
    ).toEqual({
      fields: { name: "pets.errors.nameRequired", age: "pets.errors.ageInvalid" },
      summary: null,
    });
  });

  it("places nested paths under their top-level field, the first message per field, after cutting a prefix", () => {
    const error = validation({
      "shippingAddress.email": "purchase.errors.email",
      "shippingAddress.city": "purchase.errors.cityRequired",
      "images.2": "a.b",
      "images.3": "c.d",
    });
    expect(splitActionError(error, ["email", "city", "images"], "shippingAddress.")).toEqual({
      fields: { email: "purchase.errors.email", city: "purchase.errors.cityRequired", images: "a.b" },
      summary: null,
    });
  });

  it("makes the one summary of a message no field of the form can show", () => {
    expect(
      splitActionError(validation({ name: "x.nameTaken", avatarUrl: "profile.errors.avatar", other: "x.other" }), [
        "name",
      ]),
    ).toEqual({
      fields: { name: "x.nameTaken" },
      summary: "profile.errors.avatar",
    });
  });

  it("makes a failure without fields (a refusal, a conflict) the summary", () => {
    expect(splitActionError({ code: "forbidden", message: "errors.forbidden" }, ["name"])).toEqual({
      fields: {},
      summary: "errors.forbidden",
    });
    expect(splitActionError(validation({ _: "errors.validation" }), ["name"])).toEqual({
      fields: {},
      summary: "errors.validation",
    });
  });
});
