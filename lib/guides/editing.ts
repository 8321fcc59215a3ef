import "server-only";
import type * as z from "zod";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { hasRole, type CurrentUser } from "@/lib/auth/session";
import { pageTags, purgePublicPages, type PublicPageTag } from "@/lib/cache/public-pages";
import { getDb, type Executor } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { guideProducts, guides, moderationActions, products } from "@/lib/db/schema";
import { AppError, errorKeys } from "@/lib/errors";
import { assertOwnedMedia } from "@/lib/media/uploads";
import { GUIDE_LIMITS } from "./fields";
import { guideExcerpt, readingMinutes } from "./markdown";
import { guideIdSchema, guideSchema, guideUpdateSchema, type GuideValues } from "./schemas";
import { slugify } from "./slug";

// Staff write the care guides (decision 045): moderators and admins, not support, whose work is answering
// people. Every save is logged in the staff audit log (moderation_actions, target "guide") in the same
// transaction, and purges the public pages it changes, hard: a reader must not see an unpublished guide or
// the old words of an edited one once the action returns.

export type GuideEditor = Pick<CurrentUser, "id" | "role">;

/** Moderators and admins write guides; anyone else (support, users) is refused before anything is read. */
export function assertGuideEditor(actor: GuideEditor): void {
  if (!hasRole(actor, "moderator")) throw new AppError("forbidden", errorKeys.forbidden);
}

type Current = {
  id: string;
  groupId: string;
  slug: string;
  language: string;
  status: "draft" | "published";
  coverUrl: string | null;
  publishedAt: Date | null;
};

export async function createGuide(
  actor: GuideEditor,
  input: z.output<typeof guideSchema>,
): Promise<{ id: string; slug: string }> {
  assertGuideEditor(actor);
  return saveGuide(actor, null, input);
}

export async function updateGuide(
  actor: GuideEditor,
  { id, ...input }: z.output<typeof guideUpdateSchema>,
): Promise<{ id: string; slug: string }> {
  assertGuideEditor(actor);
  return saveGuide(actor, id, input);
}

export async function deleteGuide(actor: GuideEditor, { id }: z.output<typeof guideIdSchema>): Promise<void> {
  assertGuideEditor(actor);
  const db = await getDb();
  const pages = await db.transaction(async (tx) => {
    const current = await lockGuide(tx, id);
    const pages = current.status === "published" ? await groupPages(tx, [current.groupId], [current.slug]) : [];
    await tx.delete(guides).where(eq(guides.id, id));
    await tx
      .insert(moderationActions)
      .values({ actionType: "delete", targetType: "guide", targetId: id, moderatorId: actor.id });
    return pages;
  });
  await purgePublicPages(pages, "hard");
}

async function lockGuide(tx: Executor, id: string): Promise<Current> {
  const [current] = await tx
    .select({
      id: guides.id,
      groupId: guides.groupId,
      slug: guides.slug,
      language: guides.language,
      status: guides.status,
      coverUrl: guides.coverUrl,
      publishedAt: guides.publishedAt,
    })
    .from(guides)
    .where(eq(guides.id, id))
    .for("update");
  if (!current) throw new AppError("not_found", errorKeys.notFound);
  return current;
}

async function saveGuide(
  actor: GuideEditor,
  id: string | null,
  input: GuideValues,
): Promise<{ id: string; slug: string }> {
  const slug = input.slug ?? slugify(input.title, GUIDE_LIMITS.slugMax);
  const db = await getDb();
  // Checked before the transaction: reading storage is slow, and a cover is the editor's own upload
  // unless it is already the cover of a guide (a translation may share its original's picture).
  if (input.coverUrl) await assertCover(db, actor, input.coverUrl);
  try {
    const { saved, pages } = await db.transaction(async (tx) => {
      const current = id ? await lockGuide(tx, id) : null;
      const guideId = current?.id ?? crypto.randomUUID();
      const groupId = input.translationOf
        ? await groupOf(tx, input.translationOf)
        : await ownGroup(tx, current, guideId);
      await assertFree(tx, guideId, { slug, language: input.language, groupId });
      await assertProducts(tx, input.productIds);
      const now = new Date();
      const publishedAt = input.status === "published" ? (current?.publishedAt ?? now) : (current?.publishedAt ?? null);
      const row = {
        groupId,
        language: input.language,
        slug,
        title: input.title,
        excerpt: guideExcerpt(input.body),
        body: input.body,
        coverUrl: input.coverUrl,
        species: input.species,
        topic: input.topic,
        status: input.status,
        readingMinutes: readingMinutes(input.body),
        updatedAt: now,
        publishedAt,
      };
      if (current) await tx.update(guides).set(row).where(eq(guides.id, guideId));
      else await tx.insert(guides).values({ ...row, id: guideId, authorId: actor.id, createdAt: now });
      await tx.delete(guideProducts).where(eq(guideProducts.guideId, guideId));
      if (input.productIds.length > 0) {
        await tx
          .insert(guideProducts)
          .values(input.productIds.map((productId, position) => ({ guideId, productId, position })));
      }
      await tx.insert(moderationActions).values(auditRows(actor, guideId, current?.status ?? null, input.status));
      // Public pages change when the guide is or was readable: the lists, its address (old and new), and
      // the pages of its translations in the groups it leaves and joins (their language links).
      const wasPublic = current?.status === "published";
      const pages =
        wasPublic || input.status === "published"
          ? await groupPages(tx, [...new Set([groupId, current?.groupId ?? groupId])], [slug, current?.slug ?? slug])
          : [];
      return { saved: { id: guideId, slug }, pages };
    });
    await purgePublicPages(pages, "hard");
    return saved;
  } catch (error) {
    // Two editors saving the same address at once: the second one is told, as if it had been checked.
    if (isUniqueViolation(error, "guides_language_slug_idx")) throw fieldError("slug", "admin.guides.errors.slugTaken");
    if (isUniqueViolation(error, "guides_group_language_idx"))
      throw fieldError("language", "admin.guides.errors.translationExists");
    throw error;
  }
}

/** create or edit, and publish or unpublish when the status changed. */
function auditRows(
  actor: GuideEditor,
  guideId: string,
  before: "draft" | "published" | null,
  after: "draft" | "published",
) {
  const entry = (actionType: "create" | "edit" | "publish" | "unpublish") => ({
    actionType,
    targetType: "guide",
    targetId: guideId,
    moderatorId: actor.id,
  });
  const rows = [entry(before === null ? "create" : "edit")];
  if (after === "published" && before !== "published") rows.push(entry("publish"));
  if (after === "draft" && before === "published") rows.push(entry("unpublish"));
  return rows;
}

function fieldError(field: string, key: string): AppError {
  return new AppError("validation", errorKeys.validation, { [field]: key });
}

async function groupOf(tx: Executor, guideId: string): Promise<string> {
  const [row] = await tx.select({ groupId: guides.groupId }).from(guides).where(eq(guides.id, guideId));
  if (!row) throw fieldError("translationOf", "admin.guides.errors.translationInvalid");
  return row.groupId;
}

/**
 * The group of a guide that translates nothing: a new one's is its own id; an edited one keeps its group
 * while it is alone in it, and one unlinked from its translations starts a group of its own (a fresh id:
 * its own id may be the one the others share).
 */
async function ownGroup(tx: Executor, current: Current | null, guideId: string): Promise<string> {
  if (!current) return guideId;
  const [other] = await tx
    .select({ id: guides.id })
    .from(guides)
    .where(and(eq(guides.groupId, current.groupId), ne(guides.id, current.id)))
    .limit(1);
  return other ? crypto.randomUUID() : current.groupId;
}

/** One guide per language and address, one per language in a group of translations. */
async function assertFree(
  tx: Executor,
  guideId: string,
  { slug, language, groupId }: { slug: string; language: string; groupId: string },
): Promise<void> {
  const taken = await tx
    .select({ slug: guides.slug, groupId: guides.groupId })
    .from(guides)
    .where(
      and(
        ne(guides.id, guideId),
        eq(guides.language, language),
        or(eq(guides.slug, slug), eq(guides.groupId, groupId)),
      ),
    );
  if (taken.some((row) => row.slug === slug)) throw fieldError("slug", "admin.guides.errors.slugTaken");
  if (taken.some((row) => row.groupId === groupId))
    throw fieldError("language", "admin.guides.errors.translationExists");
}

async function assertProducts(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  if (found.length !== ids.length) throw fieldError("productIds", "admin.guides.errors.productInvalid");
}

async function assertCover(db: Executor, actor: GuideEditor, url: string): Promise<void> {
  const [used] = await db.select({ id: guides.id }).from(guides).where(eq(guides.coverUrl, url)).limit(1);
  if (used) return;
  const media = await assertOwnedMedia(actor.id, url, "guides").catch((error: unknown) => {
    if (error instanceof AppError) throw fieldError("coverUrl", "admin.guides.errors.coverInvalid");
    throw error;
  });
  if (media.kind !== "image") throw fieldError("coverUrl", "admin.guides.errors.coverInvalid");
}

/** The lists and the pages of every guide of these groups, and of these slugs. */
async function groupPages(tx: Executor, groupIds: string[], slugs: string[]): Promise<PublicPageTag[]> {
  const rows = await tx.select({ slug: guides.slug }).from(guides).where(inArray(guides.groupId, groupIds));
  return [pageTags.guides, ...new Set([...slugs, ...rows.map((row) => row.slug)].map((slug) => pageTags.guide(slug)))];
}
