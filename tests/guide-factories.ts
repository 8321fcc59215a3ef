// Care guides for tests (decision 045): a valid form input, and guides written straight to the database.
import { getDb } from "@/lib/db/client";
import { guideProducts, guides } from "@/lib/db/schema";
import type { GuideInput } from "@/lib/guides/schemas";
import { uniqueSuffix } from "./factories";

/** What the staff form sends for a new Spanish dog feeding guide, with a unique title (and so address). */
export function guideInput(values: Partial<GuideInput> = {}): GuideInput {
  return {
    title: `Cómo alimentar a tu perro ${uniqueSuffix()}`,
    slug: null,
    language: "es",
    species: "dog",
    topic: "feeding",
    status: "published",
    body: "## Cantidades\n\nPesa la comida cada día.\n\n- Dos tomas\n- Agua siempre",
    coverUrl: null,
    productIds: [],
    translationOf: null,
    ...values,
  };
}

type GuideRow = typeof guides.$inferInsert;

/** A guide in the database, published unless told otherwise; its own group unless `groupId` says. */
export async function createTestGuide(
  values: Partial<GuideRow> & { productIds?: string[] } = {},
): Promise<{ id: string; slug: string; groupId: string }> {
  const { productIds = [], ...row } = values;
  const id = row.id ?? crypto.randomUUID();
  const suffix = uniqueSuffix();
  const status = row.status ?? "published";
  const db = await getDb();
  const [saved] = await db
    .insert(guides)
    .values({
      id,
      groupId: id,
      language: "es",
      slug: `guia-${suffix}`,
      title: `Guía ${suffix}`,
      excerpt: "Pesa la comida cada día.",
      body: "Pesa la comida cada día.",
      species: "dog",
      topic: "feeding",
      status,
      publishedAt: status === "published" ? new Date() : null,
      ...row,
    })
    .returning({ id: guides.id, slug: guides.slug, groupId: guides.groupId });
  if (productIds.length > 0)
    await db
      .insert(guideProducts)
      .values(productIds.map((productId, position) => ({ guideId: id, productId, position })));
  return saved!;
}
