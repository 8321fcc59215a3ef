// The one authority on a guide's input: the actions parse with these, the staff form checks with the
// same schema before sending and shows its field errors. zod/mini keeps them small in the browser.
import * as z from "zod/mini";
import { text } from "@/lib/validation/text";
import { GUIDE_LANGUAGES, GUIDE_LIMITS, GUIDE_SPECIES, GUIDE_STATUSES, GUIDE_TOPICS } from "./fields";
import { SLUG_PATTERN, slugify } from "./slug";

const E = "admin.guides.errors";

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

const title = text(`${E}.titleRequired`).check(z.trim(), z.minLength(1, `${E}.titleRequired`), z.maxLength(GUIDE_LIMITS.titleMax, `${E}.titleTooLong`));
// Empty: made from the title. Typed: lower-cased, then it must already be a slug (no silent rewriting of what the editor chose).
const slug = z.pipe(
  z.optional(z.nullable(text(`${E}.slugInvalid`).check(z.trim(), z.toLowerCase(), z.maxLength(GUIDE_LIMITS.slugMax, `${E}.slugInvalid`)))),
  z.transform((value) => value || null),
).check(z.refine((value) => value === null || SLUG_PATTERN.test(value), { message: `${E}.slugInvalid` }));
/** An uploaded image's URL; the action checks that it is one of ours. */
const coverUrl = z.pipe(z.optional(z.nullable(text(`${E}.coverInvalid`).check(z.maxLength(1000, `${E}.coverInvalid`)))), z.transform((value) => value || null));

const guideFields = {
    title,
    slug,
    language: z.enum(GUIDE_LANGUAGES, `${E}.languageRequired`),
    species: z.enum(GUIDE_SPECIES, `${E}.speciesRequired`),
    topic: z.enum(GUIDE_TOPICS, `${E}.topicRequired`),
    status: z.enum(GUIDE_STATUSES, `${E}.statusRequired`),
    body: text(`${E}.bodyRequired`).check(z.trim(), z.minLength(1, `${E}.bodyRequired`), z.maxLength(GUIDE_LIMITS.bodyMax, `${E}.bodyTooLong`)),
    coverUrl,
    productIds: z._default(
      z.pipe(z.array(z.uuid(`${E}.productInvalid`)).check(z.maxLength(GUIDE_LIMITS.productsMax, `${E}.tooManyProducts`)), z.transform(unique)),
      [],
    ),
    // The guide this one translates (any guide of the group); null: a guide of its own.
    translationOf: z._default(z.nullable(z.uuid(`${E}.translationInvalid`)), null),
};
// A title of punctuation alone makes no address: the editor must type one.
// zod runs this even when a field failed: a missing or empty title has its own message, a bad slug too.
const hasSlug = z.refine<{ title: unknown; slug: unknown }>((guide) => typeof guide.title !== "string" || guide.title.trim() === "" || guide.slug !== null || slugify(guide.title, GUIDE_LIMITS.slugMax).length > 0, {
  message: `${E}.slugInvalid`,
  path: ["slug"],
});

export const guideSchema = z.object(guideFields).check(hasSlug);
export type GuideInput = z.input<typeof guideSchema>;
export type GuideValues = z.output<typeof guideSchema>;

export const guideUpdateSchema = z.object({ ...guideFields, id: z.uuid("errors.notFound") }).check(hasSlug);

export const guideIdSchema = z.object({ id: z.uuid("errors.notFound") });

/** The staff form's pickers: a search over products or over other guides. */
export const guidePickerSearchSchema = z.object({
  q: text(`${E}.searchInvalid`).check(z.trim(), z.maxLength(GUIDE_LIMITS.searchMax, `${E}.searchInvalid`)),
});
