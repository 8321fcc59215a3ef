import { renderToStaticMarkup } from "react-dom/server";
import { SelectField } from "./select-field";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";

/** The attributes of the first element named `tag` in `html`. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? "";
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

function ids(html: string): string[] {
  return [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id!);
}

describe("form fields", () => {
  it("labels the control and describes it by the hint while there is no error", () => {
    const html = renderToStaticMarkup(
      <TextField label="Precio original" name="originalPrice" hint="Déjalo vacío si no hay descuento" />,
    );
    expect(attributes(html, "label").for).toBe("originalPrice");
    expect(attributes(html, "input")).toMatchObject({
      id: "originalPrice",
      name: "originalPrice",
      "aria-describedby": "originalPrice-hint",
    });
    expect(attributes(html, "input")["aria-invalid"]).toBeUndefined();
    expect(html).toContain("Déjalo vacío si no hay descuento");
  });

  it("shows the error in place of the hint, announced, and describes the control by what is shown", () => {
    const html = renderToStaticMarkup(
      <TextAreaField
        label="Descripción"
        name="description"
        hint="Opcional"
        error="Demasiado larga"
        count="501/500"
        value=""
        readOnly
      />,
    );
    expect(attributes(html, "textarea")).toMatchObject({
      id: "description",
      "aria-invalid": "true",
      "aria-describedby": "description-error description-count",
    });
    expect(html).not.toContain("Opcional");
    expect(html).toMatch(/<div id="description-error" role="alert"[^>]*>Demasiado larga<\/div>/);
    // Every id the control points at is in the markup: no dangling description.
    for (const id of attributes(html, "textarea")["aria-describedby"]!.split(" ")) expect(ids(html)).toContain(id);
  });

  it("takes an id other than the name and a list as its error", () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="País"
        name="country"
        id="store-country"
        error={
          <ul data-testid="not-shipping">
            <li>No envía a Portugal</li>
          </ul>
        }
      >
        <option value="ES">España</option>
      </SelectField>,
    );
    expect(attributes(html, "label").for).toBe("store-country");
    expect(attributes(html, "select")).toMatchObject({
      id: "store-country",
      name: "country",
      "aria-invalid": "true",
      "aria-describedby": "store-country-error",
    });
    expect(html).toMatch(/<div id="store-country-error" role="alert"[^>]*><ul data-testid="not-shipping">/);
  });
});
