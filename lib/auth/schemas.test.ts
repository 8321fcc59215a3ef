/** @no-database — pure zod schemas. */
import * as z from "zod";
import { signUpSchema, usernameSchema } from "./schemas";
import { normalizeUsername } from "./username";

const valid = { fullName: "Ana García", email: "ana@example.com", password: "bigotes-42" };

/** The message key of the first issue on a field, or undefined when the field is valid. */
function issueFor(schema: z.core.$ZodType, input: unknown, field?: string): string | undefined {
  const result = z.safeParse(schema, input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => (field === undefined ? true : issue.path[0] === field))?.message;
}

describe("signUpSchema", () => {
  it("accepts a valid sign-up and returns the cleaned values", () => {
    expect(
      signUpSchema.parse({ fullName: "  Ana García ", email: "  Ana@Example.COM ", password: " pass word " }),
    ).toEqual({
      fullName: "Ana García",
      email: "ana@example.com",
      // Passwords are never trimmed: spaces are part of them.
      password: " pass word ",
    });
  });

  describe("full name", () => {
    it.each([
      ["missing", undefined],
      ["empty", ""],
      ["only spaces", "   "],
    ])("is required (%s)", (_case, fullName) => {
      expect(issueFor(signUpSchema, { ...valid, fullName }, "fullName")).toBe("auth.errors.fullNameRequired");
    });

    it("allows 80 characters and refuses 81", () => {
      expect(issueFor(signUpSchema, { ...valid, fullName: "a".repeat(80) }, "fullName")).toBeUndefined();
      expect(issueFor(signUpSchema, { ...valid, fullName: "a".repeat(81) }, "fullName")).toBe(
        "auth.errors.fullNameTooLong",
      );
    });

    it("counts the length after trimming", () => {
      expect(issueFor(signUpSchema, { ...valid, fullName: ` ${"a".repeat(80)} ` }, "fullName")).toBeUndefined();
    });
  });

  describe("email", () => {
    it.each([
      ["missing", undefined],
      ["empty", ""],
      ["only spaces", "  "],
    ])("is required (%s)", (_case, email) => {
      expect(issueFor(signUpSchema, { ...valid, email }, "email")).toBe("auth.errors.emailRequired");
    });

    it.each(["ana", "ana@", "@example.com", "ana example@example.com", "ana@example"])("refuses %p", (email) => {
      expect(issueFor(signUpSchema, { ...valid, email }, "email")).toBe("auth.errors.emailInvalid");
    });

    it("is lowercased", () => {
      expect(signUpSchema.parse({ ...valid, email: "ANA.Garcia@Example.Com" }).email).toBe("ana.garcia@example.com");
    });
  });

  describe("password", () => {
    it.each([
      ["missing", undefined],
      ["empty", ""],
    ])("is required (%s)", (_case, password) => {
      expect(issueFor(signUpSchema, { ...valid, password }, "password")).toBe("auth.errors.passwordRequired");
    });

    it("needs at least 6 characters", () => {
      expect(issueFor(signUpSchema, { ...valid, password: "abcde" }, "password")).toBe("auth.errors.passwordTooShort");
      expect(issueFor(signUpSchema, { ...valid, password: "abcdef" }, "password")).toBeUndefined();
    });

    it("allows at most 128 characters", () => {
      expect(issueFor(signUpSchema, { ...valid, password: "a".repeat(128) }, "password")).toBeUndefined();
      expect(issueFor(signUpSchema, { ...valid, password: "a".repeat(129) }, "password")).toBe(
        "auth.errors.passwordTooLong",
      );
    });
  });
});

describe("usernames", () => {
  it("are lowercased and keep only a-z, 0-9 and _", () => {
    expect(normalizeUsername("Luna_La-Gata 2024!")).toBe("luna_lagata2024");
    expect(normalizeUsername("ÑANDÚ.perro")).toBe("andperro");
    expect(usernameSchema.parse("  Max.The.Dog  ")).toBe("maxthedog");
  });

  it("need 3 to 20 characters after normalization", () => {
    expect(issueFor(usernameSchema, "ab")).toBe("auth.username.tooShort");
    // Four characters typed, but only two survive normalization.
    expect(issueFor(usernameSchema, "a-b!")).toBe("auth.username.tooShort");
    expect(usernameSchema.parse("abc")).toBe("abc");
    expect(usernameSchema.parse("a".repeat(20))).toBe("a".repeat(20));
    expect(issueFor(usernameSchema, "a".repeat(21))).toBe("auth.username.tooLong");
    // 21 characters typed, 20 kept.
    expect(usernameSchema.parse(`${"a".repeat(20)}.`)).toBe("a".repeat(20));
  });
});
