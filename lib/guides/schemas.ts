// The one authority on a guide's input: the actions parse with these, the staff form checks with the
// same schema before sending and shows its field errors. zod/mini keeps them small in the browser.
import * as z from "zod/mini";
import { text } from "@/lib/validation/text";
import { GUIDE_LANGUAGES, GUIDE_LIMITS, GUIDE_SPECIES, GUIDE_STATUSES, GUIDE_TOPICS } from "./fields";
import { SLUG_PATTERN, slugify } from "./slug";

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

const title = text("admin.guides.errors.titleRequired").check(
  z.trim(),
  z.minLength(1, "admin.guides.errors.titleRequired"),
  z.maxLength(GUIDE_LIMITS.titleMax, "admin.guides.errors.titleTooLong"),
);
// Empty: made from the title. Typed: lower-cased, then it must already be a slug (no silent rewriting of what the editor chose).
const slug = z
  .pipe(
    z.optional(
      z.nullable(
        text("admin.guides.errors.slugInvalid").check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(GUIDE_LIMITS.slugMax, "admin.guides.errors.slugInvalid"),
        ),
      ),
    ),
    z.transform((value) => value || null),
  )
  .check(
    z.refine((value) => value === null || SLUG_PATTERN.test(value), { message: "admin.guides.errors.slugInvalid" }),
  );
/** An uploaded image's URL; the action checks that it is one of ours. */
const coverUrl = z.pipe(
  z.optional(
    z.nullable(text("admin.guides.errors.coverInvalid").check(z.maxLength(1000, "admin.guides.errors.coverInvalid"))),
  ),
  z.transform((value) => value || null),
);

const guideFields = {
  title,
  slug,
  language: z.enum(GUIDE_LANGUAGES, "admin.guides.errors.languageRequired"),
  species: z.enum(GUIDE_SPECIES, "admin.guides.errors.speciesRequired"),
  topic: z.enum(GUIDE_TOPICS, "admin.guides.errors.topicRequired"),
  status: z.enum(GUIDE_STATUSES, "admin.guides.errors.statusRequired"),
  body: text("admin.guides.errors.bodyRequired").check(
    z.trim(),
    z.minLength(1, "admin.guides.errors.bodyRequired"),
    z.maxLength(GUIDE_LIMITS.bodyMax, "admin.guides.errors.bodyTooLong"),
  ),
  coverUrl,
  productIds: z._default(
    z.pipe(
      z
        .array(z.uuid("admin.guides.errors.productInvalid"))
        .check(z.maxLength(GUIDE_LIMITS.productsMax, "admin.guides.errors.tooManyProducts")),
      z.transform(unique),
    ),
    [],
  ),
  // The guide this one translates (any guide of the group); null: a guide of its own.
  translationOf: z._default(z.nullable(z.uuid("admin.guides.errors.translationInvalid")), null),
};
// A title of punctuation alone makes no address: the editor must type one.
// zod runs this even when a field failed: a missing or empty title has its own message, a bad slug too.
const hasSlug = z.refine<{ title: unknown; slug: unknown }>(
  (guide) =>
    typeof guide.title !== "string" ||
    guide.title.trim() === "" ||
    guide.slug !== null ||
    slugify(guide.title, GUIDE_LIMITS.slugMax).length > 0,
  {
    message: "admin.guides.errors.slugInvalid",
    path: ["slug"],
  },
);

export const guideSchema = z.object(guideFields).check(hasSlug);
export type GuideInput = z.input<typeof guideSchema>;
export type GuideValues = z.output<typeof guideSchema>;

export const guideUpdateSchema = z.object({ ...guideFields, id: z.uuid("errors.notFound") }).check(hasSlug);

export const guideIdSchema = z.object({ id: z.uuid("errors.notFound") });

/** The staff form's pickers: a search over products or over other guides. */
export const guidePickerSearchSchema = z.object({
  q: text("admin.guides.errors.searchInvalid").check(
    z.trim(),
    z.maxLength(GUIDE_LIMITS.searchMax, "admin.guides.errors.searchInvalid"),
  ),
});

/** The staff form's preview: the text as it stands, blank allowed (an empty preview). */
export const guidePreviewSchema = z.object({
  body: text("admin.guides.errors.bodyTooLong").check(
    z.maxLength(GUIDE_LIMITS.bodyMax, "admin.guides.errors.bodyTooLong"),
  ),
});
