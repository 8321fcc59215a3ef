/* @no-database: pure word stemming. */
import { stemOf, trigramsOf } from "./search-words";

describe("stemOf", () => {
  it("takes the ending off words of one family so that they meet", () => {
    expect(stemOf("vacunacion")).toBe("vacun");
    expect(stemOf("Vacunación")).toBe("vacun");
    expect("vacunas".includes(stemOf("vacunacion")!)).toBe(true);
    expect(stemOf("vacunas")).toBe("vacuna");
    expect(stemOf("vaccination")).toBe("vaccin");
  });

  it("leaves short words and words without an ending alone", () => {
    expect(stemOf("gato")).toBeNull();
    expect(stemOf("gatos")).toBe("gato");
    expect(stemOf("ras")).toBeNull();
  });
});

describe("trigramsOf", () => {
  it("cuts a folded word into its distinct 3-letter pieces", () => {
    expect(trigramsOf("Vacnas")).toEqual(["vac", "acn", "cna", "nas"]);
    expect(trigramsOf("aaaa")).toEqual(["aaa"]);
    expect(trigramsOf("ab")).toEqual([]);
  });
});
