// The result columns of a statement as PostgreSQL describes them (the protocol's Parse and Describe, never
// Execute: writes are described, not run), and what each column's value arrives as in JavaScript through
// the two drivers lib/db/client.ts opens, with the type parsers Drizzle gives them.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

export type Column = { name: string; type: number };
export type ValueClass = "string" | "number" | "boolean" | "json" | "object" | { array: ValueClass };
export type Describer = {
  describe(text: string): Promise<Column[]>;
  classes(type: number): ValueClass[];
  close(): void;
};

type PgConnection = {
  parse(query: { text: string; types: number[] }): void;
  describe(target: { type: "S"; name: string }): void;
  sync(): void;
};
type PoolClient = { query(submittable: object): void; release(): void };

/**
 * node-postgres has no describe call, but a "submittable" (what pg-cursor uses) may write its own
 * protocol messages: Parse and Describe of the unnamed statement, then Sync.
 */
class Describe {
  readonly done: Promise<Column[]>;
  private resolve!: (columns: Column[]) => void;
  private reject!: (error: Error) => void;
  private columns: Column[] = [];
  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => Object.assign(this, { resolve, reject }));
  }
  submit(connection: PgConnection) {
    connection.parse({ text: this.text, types: [] });
    connection.describe({ type: "S", name: "" });
    connection.sync();
  }
  handleRowDescription(message: { fields: Array<{ name: string; dataTypeID: number }> }) {
    this.columns = message.fields.map((field) => ({ name: field.name, type: field.dataTypeID }));
  }
  // After an error the client forgets the statement, so it hears no readyForQuery.
  handleError(error: Error) {
    this.reject(error);
  }
  handleReadyForQuery() {
    this.resolve(this.columns);
  }
  handleDataRow() {}
  handleCommandComplete() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
}

type TypeRow = { oid: number; typtype: string; typelem: number; typbasetype: number; typcategory: string };

// node-postgres (pg-types) parses these arrays; any other array arrives as its text, e.g. "{dog,cat}".
const pgArrays = new Set([1000, 1001, 1005, 1007, 1009, 1014, 1015, 1016, 1021, 1022, 199, 2951, 3807]);
// Drizzle keeps dates, timestamps and intervals, and numeric and date-like arrays, as PostgreSQL's text.
const keptAsText = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);

export async function openDescriber(db: Db): Promise<Describer> {
  const catalogue = new Map<number, TypeRow>();
  const { rows } = (await db.execute(
    sql`select oid::int as oid, typtype, typelem::int as typelem, typbasetype::int as typbasetype, typcategory from pg_type`,
  )) as unknown as { rows: TypeRow[] };
  for (const row of rows) catalogue.set(row.oid, row);
  const base = (type: number): number => {
    const row = catalogue.get(type);
    return row?.typtype === "d" ? base(row.typbasetype) : type;
  };
  const scalar = (type: number, engine: "pg" | "embedded"): ValueClass => {
    if (keptAsText.has(type)) return "string";
    if (type === 16) return "boolean";
    if (type === 17) return "object";
    if (type === 114 || type === 3802) return "json";
    if ([21, 23, 26, 700, 701].includes(type)) return "number";
    if (type === 20) return engine === "pg" ? "string" : "number";
    const row = catalogue.get(type);
    if (row?.typcategory === "A" && (engine === "embedded" || pgArrays.has(type)))
      return { array: scalar(base(row.typelem), engine) };
    return "string";
  };
  const classes = (type: number) => [scalar(base(type), "pg"), scalar(base(type), "embedded")];

  const client = (
    db as unknown as {
      $client: {
        describeQuery?: (text: string) => Promise<{ resultFields: Array<{ name: string; dataTypeID: number }> }>;
        connect?: () => Promise<PoolClient>;
      };
    }
  ).$client;
  if (client.describeQuery) {
    const embedded = client as {
      describeQuery: (text: string) => Promise<{ resultFields: Array<{ name: string; dataTypeID: number }> }>;
    };
    return {
      describe: async (text) =>
        (await embedded.describeQuery(text)).resultFields.map((field) => ({
          name: field.name,
          type: field.dataTypeID,
        })),
      classes,
      close: () => {},
    };
  }
  const connection = await client.connect!();
  return {
    describe: (text) => {
      const describe = new Describe(text);
      connection.query(describe);
      return describe.done;
    },
    classes,
    close: () => connection.release(),
  };
}
