/* The hand-written row types of `queryRows<T>` (lib/db/client.ts) against what the database answers
 * (issue 44): every call in lib/, server/ and app/ is found with the TypeScript compiler
 * (tests/query-rows.ts), its statement is described by the database without being run
 * (tests/describe-columns.ts), and T must name exactly the result columns, each with a type that fits
 * the value the drivers hand back (an int8 is a string on PostgreSQL and a number on the embedded
 * engine, a timestamp is its text, json is parsed). Nullability is not checked: a description does not
 * say it. Calls whose SQL is only known when the code runs are listed, not checked.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { openDescriber, type ValueClass } from "@/tests/describe-columns";
import { findCalls, type TypeClass } from "@/tests/query-rows";

// The calls checked today: may only go up, so a new call is checked too (or says why it cannot be).
const CHECKED_FLOOR = 165;

const dialect = new PgDialect({ casing: "snake_case" });

function fits(accepted: TypeClass[], value: ValueClass): boolean {
  if (accepted.includes("any") || value === "json") return true;
  if (typeof value === "string") return accepted.includes(value);
  return accepted.some(
    (member) => typeof member === "object" && (member.array.includes("any") || fits(member.array, value.array)),
  );
}

function show(value: TypeClass | ValueClass): string {
  if (typeof value === "string") return value;
  return Array.isArray(value.array) ? `(${value.array.map(show).join(" | ")})[]` : `${show(value.array)}[]`;
}

it("every queryRows<T> row type matches the columns its statement returns", async () => {
  const started = performance.now();
  const calls = findCalls();
  const found = performance.now();
  const describer = await openDescriber(await getDb());
  const mismatches: string[] = [];
  const dynamic: string[] = [];
  let checked = 0;
  try {
    for (const call of calls) {
      if (call.dynamic) {
        dynamic.push(`${call.where}: ${call.dynamic}`);
        continue;
      }
      for (const statement of call.statements) {
        const { sql: text } = dialect.sqlToQuery(statement);
        const columns = await describer.describe(text).catch((error: Error) => {
          mismatches.push(
            `${call.where}: the database refuses the statement: ${error.message}\n    ${text.replace(/\s+/g, " ")}`,
          );
          return null;
        });
        if (!columns) continue;
        const names = columns.map((column) => column.name);
        const missing = names.filter((name) => !call.properties.has(name));
        const extra = [...call.properties.keys()].filter((name) => !names.includes(name));
        if (missing.length) mismatches.push(`${call.where}: T lacks column(s) ${missing.join(", ")}`);
        if (extra.length)
          mismatches.push(`${call.where}: T has ${extra.join(", ")}, which the statement does not return`);
        for (const column of columns) {
          const accepted = call.properties.get(column.name);
          if (!accepted) continue;
          const [pg, embedded] = describer.classes(column.type);
          for (const [engine, value] of [
            ["PostgreSQL", pg!],
            ["the embedded engine", embedded!],
          ] as const) {
            if (!fits(accepted, value)) {
              mismatches.push(
                `${call.where}: ${column.name} is ${accepted.map(show).join(" | ")} in T, but arrives as a ${show(value)} on ${engine} (type ${column.type})`,
              );
            }
          }
        }
      }
      checked += 1;
    }
  } finally {
    describer.close();
  }
  const timing = `${((found - started) / 1000).toFixed(1)} s to find, ${((performance.now() - found) / 1000).toFixed(1)} s to describe`;
  console.log(
    `queryRows calls (${timing}): ${calls.length} found, ${checked} checked, ${dynamic.length} not checked:\n  ${dynamic.join("\n  ")}\n\nMismatches:\n  ${[...new Set(mismatches)].join("\n  ")}`,
  );
  expect([...new Set(mismatches)]).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(CHECKED_FLOOR);
  // The compiler reads most of the source tree: seconds on an idle machine, a minute on a loaded one.
}, 240_000);
