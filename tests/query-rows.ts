// Finds every `queryRows<T>(executor, sql`…`)` call in lib/, server/ and app/ with the TypeScript compiler,
// and turns each into what PostgreSQL is asked and what the code expects back: the statement rebuilt as a
// Drizzle SQL object (values become parameters, statically known fragments are inlined) and T's properties
// with their type classes. tests/unit/query-row-types.test.ts compares the two.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import ts from "typescript";
import * as schema from "@/lib/db/schema";

/** What a property of T accepts: a class per union member (`array` carries its element's classes). */
export type TypeClass =
  | "string"
  | "number"
  | "boolean"
  | "bigint"
  | "null"
  | "undefined"
  | "object"
  | "date"
  | "any"
  | { array: TypeClass[] };

export type Call = {
  where: string;
  /** Why the call cannot be checked; else its statement variants (`c ? sql`a` : sql`b`` gives two) and T. */
  dynamic?: string;
  statements: SQL[];
  properties: Map<string, TypeClass[]>;
};

class Dynamic extends Error {}

const root = path.resolve(__dirname, "..");
const schemaExports = schema as unknown as Record<string, unknown>;
const MAX_VARIANTS = 8;

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const folder of ["lib", "server", "app"]) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true }).map(String)) {
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
      const file = path.join(root, folder, entry);
      if (readFileSync(file, "utf8").includes("queryRows")) files.push(file);
    }
  }
  return files;
}

export function findCalls(): Call[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    esModuleInterop: true,
    // Neither the DOM nor @types/*: row types do not need them, and reading them is most of the time.
    lib: ["lib.es2022.d.ts"],
    types: [],
    baseUrl: root,
    paths: { "@/*": ["./*"] },
  };
  const program = ts.createProgram(sourceFiles(), options);
  const checker = program.getTypeChecker();
  const calls: Call[] = [];
  for (const file of program.getRootFileNames()) {
    const source = program.getSourceFile(file)!;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "queryRows")
        calls.push(analyse(checker, source, node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

function analyse(checker: ts.TypeChecker, source: ts.SourceFile, call: ts.CallExpression): Call {
  const { line } = source.getLineAndCharacterOfPosition(call.getStart(source));
  const where = `${path.relative(root, source.fileName)}:${line + 1}`;
  const result: Call = { where, statements: [], properties: new Map() };
  const [typeArgument] = call.typeArguments ?? [];
  if (!typeArgument) return { ...result, dynamic: "no row type argument" };
  const rowType = checker.getTypeFromTypeNode(typeArgument);
  if (rowType.isUnion() || checker.getIndexInfosOfType(rowType).length)
    return { ...result, dynamic: "row type is a union or has an index signature" };
  for (const property of checker.getPropertiesOfType(rowType)) {
    result.properties.set(property.name, classes(checker, checker.getTypeOfSymbolAtLocation(property, typeArgument)));
  }
  try {
    // Variant n takes branch n (or the last) at every choice: correlated choices (`kind === "posts" ?`
    // twice in one statement) stay consistent, and the count stays the widest choice's, not a product.
    for (let choice = 0, branches = 1; choice < Math.min(branches, MAX_VARIANTS); choice += 1) {
      const evaluator = new Evaluator(checker, choice);
      result.statements.push(evaluator.fragment(call.arguments[1]!, new Map()));
      branches = Math.max(branches, evaluator.branches);
    }
  } catch (error) {
    if (!(error instanceof Dynamic)) throw error;
    return { ...result, dynamic: error.message };
  }
  return result;
}

function classes(checker: ts.TypeChecker, type: ts.Type): TypeClass[] {
  const members = type.isUnion() ? type.types : [type];
  return members.map((member): TypeClass => {
    const flags = member.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return "any";
    if (flags & ts.TypeFlags.StringLike) return "string";
    if (flags & ts.TypeFlags.NumberLike) return "number";
    if (flags & ts.TypeFlags.BooleanLike) return "boolean";
    if (flags & ts.TypeFlags.BigIntLike) return "bigint";
    if (flags & ts.TypeFlags.Null) return "null";
    if (flags & ts.TypeFlags.Undefined) return "undefined";
    if (checker.isArrayType(member) || checker.isTupleType(member)) {
      const elements = checker.getTypeArguments(member as ts.TypeReference);
      return { array: elements.flatMap((element) => classes(checker, element)) };
    }
    if (member.getSymbol()?.name === "Date") return "date";
    return "object";
  });
}

/** Names bound to the expressions they stand for, when a fragment comes from a function's parameter. */
type Scope = Map<ts.Symbol, { expression: ts.Expression; scope: Scope }>;

class Evaluator {
  /** The most branches one choice offered (a conditional two, a function its return statements). */
  branches = 1;
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly choice: number,
  ) {}

  private pick<T>(options: T[]): T {
    this.branches = Math.max(this.branches, options.length);
    return options[Math.min(this.choice, options.length - 1)]!;
  }

  /** The statement an expression of type SQL stands for, in this evaluator's variant. */
  fragment(node: ts.Expression, scope: Scope): SQL {
    node = unwrap(node);
    if (ts.isTaggedTemplateExpression(node)) return this.template(node, scope);
    if (ts.isConditionalExpression(node)) return this.fragment(this.pick([node.whenTrue, node.whenFalse]), scope);
    if (ts.isIdentifier(node) && node.text === "undefined") return sql.empty();
    if (ts.isCallExpression(node)) return this.call(node, scope);
    const value = this.schemaObject(node);
    if (value !== undefined) return sql`${value}`;
    if (ts.isIdentifier(node)) {
      const bound = this.binding(node, scope);
      return this.fragment(bound.expression, bound.scope);
    }
    throw new Dynamic(`fragment ${ts.SyntaxKind[node.kind]} \`${short(node)}\``);
  }

  private template(node: ts.TaggedTemplateExpression, scope: Scope): SQL {
    if (node.tag.getText() !== "sql") throw new Dynamic(`template tag ${node.tag.getText()}`);
    const template = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return sql.raw(template.text);
    const chunks: SQL[] = [sql.raw(template.head.text)];
    for (const span of template.templateSpans) {
      chunks.push(
        this.isFragment(span.expression) ? this.fragment(span.expression, scope) : this.value(span.expression),
        sql.raw(span.literal.text),
      );
    }
    return sql.join(chunks);
  }

  /** A value becomes one parameter; Drizzle sends an array as a parenthesised list of them. */
  private value(node: ts.Expression): SQL {
    const type = this.checker.getTypeAtLocation(node);
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) return sql`(${sql.param(null)})`;
    return sql`${sql.param(null)}`;
  }

  private call(node: ts.CallExpression, scope: Scope): SQL {
    const callee = node.expression.getText();
    const [first, second] = node.arguments;
    if (callee === "sql.raw") return sql.raw(this.text(first!, scope));
    if (callee === "sql.empty") return sql.empty();
    if (callee === "sql.identifier") return sql`${sql.identifier(this.text(first!, scope))}`;
    if (callee === "sql.join") return this.join(first!, second, scope);
    const declaration = this.checker.getResolvedSignature(node)?.getDeclaration();
    if (
      !declaration ||
      !(
        ts.isFunctionDeclaration(declaration) ||
        ts.isArrowFunction(declaration) ||
        ts.isFunctionExpression(declaration)
      )
    ) {
      throw new Dynamic(`call to ${callee}`);
    }
    const inner: Scope = new Map(scope);
    declaration.parameters.forEach((parameter, index) => {
      const argument = node.arguments[index] ?? parameter.initializer;
      const symbol = ts.isIdentifier(parameter.name) ? this.checker.getSymbolAtLocation(parameter.name) : undefined;
      if (argument && symbol) inner.set(symbol, { expression: argument, scope });
    });
    const body = declaration.body;
    if (body && !ts.isBlock(body)) return this.fragment(body, inner);
    const returns: ts.Expression[] = [];
    const collect = (child: ts.Node): void => {
      if (ts.isReturnStatement(child) && child.expression) returns.push(child.expression);
      else if (!ts.isFunctionLike(child)) ts.forEachChild(child, collect);
    };
    if (body) ts.forEachChild(body, collect);
    // Each return is a branch (`if (!cursor) return sql``;` and the bounded one).
    if (!returns.length) throw new Dynamic(`${callee} returns nothing known`);
    return this.fragment(this.pick(returns), inner);
  }

  /** `sql.join(list, separator)`: a literal list inlined, a mapped one by a single element. */
  private join(list: ts.Expression, separator: ts.Expression | undefined, scope: Scope): SQL {
    const glue = separator ? this.fragment(separator, scope) : sql.empty();
    list = unwrap(list);
    if (ts.isArrayLiteralExpression(list))
      return sql.join(
        list.elements.map((element) => this.fragment(element, scope)),
        glue,
      );
    if (
      ts.isCallExpression(list) &&
      ts.isPropertyAccessExpression(list.expression) &&
      list.expression.name.text === "map"
    ) {
      const mapper = unwrap(list.arguments[0]!);
      if ((ts.isArrowFunction(mapper) || ts.isFunctionExpression(mapper)) && !ts.isBlock(mapper.body))
        return this.fragment(mapper.body, scope);
    }
    throw new Dynamic(`sql.join over \`${short(list)}\``);
  }

  /** A string known without running the code: a literal, or a constant holding one. */
  private text(node: ts.Expression, scope: Scope): string {
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    // `limit ${count}`: a number stands in for any number (the columns do not depend on it).
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce((text, span) => {
        const type = this.checker.getTypeAtLocation(span.expression);
        const piece = type.flags & ts.TypeFlags.NumberLike ? "1" : this.text(span.expression, scope);
        return text + piece + span.literal.text;
      }, node.head.text);
    }
    if (ts.isIdentifier(node)) {
      const bound = this.binding(node, scope);
      return this.text(bound.expression, bound.scope);
    }
    throw new Dynamic(`raw text \`${short(node)}\``);
  }

  /** What a name stands for: the argument a parameter was given, or a constant's initializer. */
  private binding(node: ts.Identifier, scope: Scope): { expression: ts.Expression; scope: Scope } {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    if (!symbol) throw new Dynamic(`unknown name ${node.text}`);
    const bound = scope.get(symbol);
    if (bound) return bound;
    const declaration = symbol.valueDeclaration;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
    ) {
      return { expression: declaration.initializer, scope };
    }
    throw new Dynamic(
      `${node.text} is ${declaration && ts.isParameter(declaration) ? "a parameter" : "not a constant"}`,
    );
  }

  /** A table or column of lib/db/schema (`posts`, `posts.id`): the object itself, which Drizzle renders. */
  private schemaObject(node: ts.Expression): unknown {
    const path: string[] = [];
    while (ts.isPropertyAccessExpression(node)) {
      path.unshift(node.name.text);
      node = node.expression;
    }
    if (!ts.isIdentifier(node)) return undefined;
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const file = symbol?.valueDeclaration?.getSourceFile().fileName ?? "";
    if (!file.includes("/lib/db/schema/")) return undefined;
    let value: unknown = schemaExports[symbol!.name];
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    return value;
  }

  /** Whether `${expression}` is SQL to inline (a fragment, table or column) rather than a value. */
  private isFragment(node: ts.Expression): boolean {
    if (this.schemaObject(node) !== undefined) return true;
    const type = this.checker.getNonNullableType(this.checker.getTypeAtLocation(node));
    const members = type.isUnion() ? type.types : [type];
    return members.some(
      (member) =>
        member.getProperty("getSQL") !== undefined || /Pg\w*(Column|Table)/.test(this.checker.typeToString(member)),
    );
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    node = node.expression;
  return node;
}

const short = (node: ts.Node) => node.getText().replace(/\s+/g, " ").slice(0, 60);
