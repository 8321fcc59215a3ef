// Generators of bad input for the fuzz tests (fast-check).
import fc from "fast-check";

/** Strings that broke or could break parsers, databases and renderers. */
const nastyStrings = fc.constantFrom(
  "",
  " ",
  "x".repeat(100_000),
  "🐶".repeat(20_000),
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil",
  "e\u0301\u0301\u0301",
  "\uFEFF",
  "％００",
  "' or 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "__proto__",
  "2024-99-99T99:99:99Z_7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b",
  "7D9F0C4E-4A4B-4D3E-9B7A-2F1E5C6D7A8B",
  "00000000-0000-0000-0000-000000000000",
  "NaN",
  "-1",
  "1e400",
);

const nastyNumbers = fc.constantFrom(
  NaN,
  Infinity,
  -Infinity,
  -1,
  -0,
  0,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
);

/** A bad string: a nasty one, random unicode (lone surrogates included), or a number's text. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  nastyStrings,
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.double().map(String),
);

/**
 * fast-check's seed: fixed, so `npm test` is reproducible (a failure is a bug, never bad luck);
 * FUZZ_SEED=random explores new cases, FUZZ_SEED=<n> replays one.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED === "random" ? undefined : Number(process.env.FUZZ_SEED ?? 20261124);

/** Any one bad value: wrong types, edge numbers and strings, random unicode, nested junk. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, true, false, [], {}),
  nastyStrings,
  nastyNumbers,
  fc.integer(),
  fc.double(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uuid(),
  fc.date({ noInvalidDate: false }),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }),
  fc.anything({
    maxDepth: 2,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
  }),
);

/** A copy of `value` with `key` set as its own property (so "__proto__" is a key, as JSON.parse makes it). */
function withKey(value: Record<string, unknown>, key: string, field: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: field, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * The valid arguments with one thing broken: one argument replaced, or one field of an object argument
 * replaced, removed, or an unknown / prototype key added.
 */
export function withOneFieldReplaced(sample: unknown[]): fc.Arbitrary<unknown[]> {
  if (sample.length === 0) return fc.array(badValue, { maxLength: 2 });
  const argument = fc.nat(sample.length - 1);
  const replaced = fc
    .tuple(argument, badValue)
    .map(([index, value]) => sample.map((arg, i) => (i === index ? value : arg)));
  const objectIndexes = sample.flatMap((arg, i) => (arg && typeof arg === "object" && !Array.isArray(arg) ? [i] : []));
  if (objectIndexes.length === 0) return replaced;
  const field = fc.constantFrom(...objectIndexes).chain((index) => {
    const object = sample[index] as Record<string, unknown>;
    const keys = [...Object.keys(object), "__proto__", "constructor", "unknownField"];
    return fc.oneof(
      fc
        .tuple(fc.constantFrom(...keys), badValue)
        .map(([key, value]) => sample.map((arg, i) => (i === index ? withKey(object, key, value) : arg))),
      fc
        .constantFrom(...Object.keys(object))
        .map((key) =>
          sample.map((arg, i) =>
            i === index ? Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)) : arg,
          ),
        ),
    );
  });
  return fc.oneof(replaced, field);
}
