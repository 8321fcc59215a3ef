import "server-only";
import { inArray, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Executor, Tx } from "@/lib/db/client";
import {
  comments,
  follows,
  guideProducts,
  guides,
  hashtags,
  likes,
  matches,
  messages,
  notifications,
  pets,
  postHashtags,
  postPhotos,
  posts,
  productCategories,
  orderItems,
  orders,
  reviews,
  payments,
  products,
  stores,
  userRoles,
  users,
} from "@/lib/db/schema";
import { petActivities, type PetActivity, type Species } from "@/lib/pets/breeds";
import { blurPreview } from "@/lib/media/uploads";
import { newObjectKey, publicUrl, putObject, type StorageFolder } from "@/lib/storage/storage";
import {
  commentTexts,
  conversations,
  demoCategories,
  demoPets,
  demoProducts,
  demoStores,
  demoUsers,
  postTemplates,
  staffPosts,
  type DemoPet,
  type DemoUser,
  type Lang,
  type PostTemplate,
} from "./demo-content";
import { guideExcerpt, readingMinutes } from "@/lib/guides/markdown";
import { demoGuides } from "./demo-guides";
import {
  PET_PHOTO_SIZE,
  renderGuideCover,
  renderPersonAvatar,
  renderPetAvatar,
  renderPetPhoto,
  renderProductImage,
  renderStoreBanner,
  renderStoreLogo,
  runLimited,
} from "./images";
import { petLookFor, type PetLook } from "./pet-looks";
import { createRandom, seedFrom, type Random } from "./random";
import { slugify } from "@/lib/guides/slug";
import { buildDemoOrders } from "./demo-orders";
import { linkLocationsToPlaces } from "./places";
import { demoLostCases, insertDemoLost } from "./demo-lost";

export const DEMO_PASSWORD = "patitas-demo";

/** What the start script prints; every demo account shares DEMO_PASSWORD. */
export const demoLogins: { email: string; role: string }[] = [
  { email: "admin@patitas.dev", role: "admin (staff area, every permission)" },
  { email: "mod@patitas.dev", role: "moderator (reports, bans, store activation)" },
  { email: "lucia@patitas.dev", role: "user with pets, posts, matches, messages and a store" },
];

const POST_COUNT = 150;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

// The interface shows the 11 countries with Spanish names (docs/product-spec.md §3).
const countryNames: Record<string, string> = {
  ES: "España",
  US: "Estados Unidos",
  FR: "Francia",
  DE: "Alemania",
  IT: "Italia",
  PT: "Portugal",
  UK: "Reino Unido",
  MX: "México",
  AR: "Argentina",
  CO: "Colombia",
  BR: "Brasil",
};

// What each kind of animal can plausibly enjoy, so a goldfish never "likes" walks.
const activityPools: Record<Species, readonly PetActivity[]> = {
  dog: petActivities,
  cat: [
    "play",
    "sleep",
    "petting",
    "treats",
    "toys",
    "explore",
    "sunbathe",
    "cuddles",
    "brushing",
    "bath",
    "car_rides",
    "jump",
    "hide",
    "eat",
    "socialize",
  ],
  rabbit: [
    "play",
    "sleep",
    "petting",
    "treats",
    "run",
    "explore",
    "cuddles",
    "brushing",
    "bath",
    "jump",
    "chew",
    "hide",
    "eat",
    "car_rides",
  ],
  bird: [
    "play",
    "sleep",
    "treats",
    "toys",
    "socialize",
    "explore",
    "sunbathe",
    "bath",
    "jump",
    "chew",
    "eat",
    "car_rides",
  ],
  reptile: ["sleep", "treats", "explore", "sunbathe", "bath", "hide", "eat", "car_rides", "petting"],
  rodent: ["play", "sleep", "petting", "treats", "run", "toys", "explore", "chew", "hide", "eat", "bath"],
  other: ["sleep", "treats", "explore", "hide", "eat", "swim", "sunbathe", "petting"],
};

type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
type PetRow = typeof pets.$inferInsert & { id: string; userId: string; createdAt: Date };
type PostRow = typeof posts.$inferInsert & { id: string; userId: string; createdAt: Date; content: string };
type PostPhotoRow = typeof postPhotos.$inferInsert;
type CommentRow = typeof comments.$inferInsert & { id: string; createdAt: Date };
type LikeRow = typeof likes.$inferInsert & { createdAt: Date };
type FollowRow = typeof follows.$inferInsert & { createdAt: Date };
type MatchRow = typeof matches.$inferInsert & { id: string; createdAt: Date };
type NotificationRow = typeof notifications.$inferInsert;

/** Collects pictures to draw; each gets its key (and URL) at once, the drawing happens later in bulk. */
class ImageBatch {
  private readonly tasks: (() => Promise<void>)[] = [];

  /** `drawn` gets the picture once drawn (a post keeps its blur-up preview). */
  add(
    userId: string,
    folder: StorageFolder,
    render: () => Promise<Buffer>,
    drawn?: (picture: Buffer) => Promise<void>,
  ): string {
    const key = newObjectKey(userId, folder, "webp");
    this.tasks.push(async () => {
      const picture = await render();
      await putObject(key, picture, "image/webp");
      await drawn?.(picture);
    });
    return publicUrl(key);
  }

  get size(): number {
    return this.tasks.length;
  }

  async run(): Promise<void> {
    await runLimited(this.tasks, 4);
  }
}

export type DemoSeedSummary = {
  users: number;
  pets: number;
  posts: number;
  likes: number;
  comments: number;
  follows: number;
  matches: number;
  messages: number;
  notifications: number;
  stores: number;
  products: number;
  guides: number;
  images: number;
};

/**
 * Fills an empty database with a small, lively community. Deterministic: the same rows (and the same
 * pictures) on every run, with dates relative to now. Everything is inserted in one transaction, so a
 * failure leaves the database empty and the next start seeds again.
 */
export async function seedDemo(db: Executor): Promise<DemoSeedSummary> {
  const rng = createRandom(20_240_611);
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo);
  const images = new ImageBatch();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Users: joined 2 to 7 months ago.
  const userRows: UserRow[] = demoUsers.map((u) => {
    const createdAt = at(rng.float(60, 210) * DAY);
    return {
      id: rng.uuid(),
      email: u.email,
      passwordHash,
      fullName: u.fullName,
      username: u.username,
      bio: u.bio,
      location: `${u.city}, ${countryNames[u.country]}`,
      country: u.country,
      locale: u.lang,
      emailVerifiedAt: createdAt,
      createdAt,
    };
  });
  const userByName = new Map(demoUsers.map((u, i) => [u.username, { demo: u, row: userRows[i]! }]));
  const userOf = (username: string) => {
    const found = userByName.get(username);
    if (!found) throw new Error(`Demo data names an unknown user: ${username}`);
    return found;
  };

  // Pets, each with a stable look so all its photos show the same animal.
  const petEntries = demoPets.map((p, index) => {
    const owner = userOf(p.owner).row;
    const look = petLookFor(p.species, p.breed, p.name, p.otherKind);
    const createdAt = new Date(owner.createdAt.getTime() + rng.float(1, 20) * DAY);
    const photoCount = rng.int(1, 3);
    const photos = Array.from({ length: photoCount }, (_, i) =>
      images.add(owner.id, "pets", () =>
        renderPetPhoto(look, { seed: seedFrom(`${p.name}:photo:${i}`), scene: i === 0 ? "soft" : undefined }),
      ),
    );
    const pool = activityPools[p.species];
    const liked = rng.sample(pool, rng.int(3, 5));
    const disliked = rng.sample(
      pool.filter((a) => !liked.includes(a)),
      rng.int(1, 2),
    );
    const row: PetRow = {
      id: rng.uuid(),
      userId: owner.id,
      name: p.name,
      age: p.age,
      species: p.species,
      breed: p.breed,
      isMixedBreed: p.breed === null && p.species !== "other",
      gender: p.gender,
      size: p.size,
      likes: liked,
      dislikes: disliked,
      lookingFor: p.lookingFor,
      description: p.description,
      photos,
      location: `${userOf(p.owner).demo.city}, ${countryNames[userOf(p.owner).demo.country]}`,
      // Staff have verified every fourth demo pet, so the verified badge and Discover's "Verified" chip show real rows.
      isVerified: index % 4 === 0,
      createdAt,
      updatedAt: createdAt,
    };
    return { demo: p, look, row };
  });
  const petsOf = (userId: string) => petEntries.filter((p) => p.row.userId === userId);

  // Avatars: a portrait of the owner, or (as many pet people do) of their first pet.
  for (const [i, u] of userRows.entries()) {
    const demo = demoUsers[i]!;
    const firstPet = petsOf(u.id)[0];
    if (demo.role === "admin") {
      u.avatarUrl = images.add(u.id, "profiles", () => renderStoreLogo("#ff6b9a", 1));
    } else if (firstPet && demo.username !== "lucia" && rng.chance(0.4)) {
      const look = firstPet.look;
      u.avatarUrl = images.add(u.id, "profiles", () => renderPetAvatar(look, seedFrom(`${demo.username}:avatar`)));
    } else {
      u.avatarUrl = images.add(u.id, "profiles", () => renderPersonAvatar(seedFrom(demo.username)));
    }
  }

  const postPhotoRows: PostPhotoRow[] = [];
  const postRows = buildPosts(rng, now, userRows, demoUsers, petEntries, images, postPhotoRows);
  const { likeRows, commentRows } = buildReactions(rng, now, postRows, userRows);
  const followRows = buildFollows(rng, now, userRows);
  const matchRows = buildMatches(rng, now, petEntries, userOf);
  const messageRows = buildMessages(rng, now, matchRows, userRows, userOf("lucia").row.id);
  const notificationRows = buildNotifications(now, postRows, likeRows, commentRows, followRows, matchRows);
  const tagRows = buildHashtags(postRows);

  const storeRows = demoStores.map((s) => {
    const owner = userOf(s.owner).row;
    const seed = seedFrom(s.name);
    return {
      id: rng.uuid(),
      userId: owner.id,
      name: s.name,
      description: s.description,
      email: s.email,
      phone: s.phone,
      address: s.address,
      country: s.country,
      shippingCountries: s.shippingCountries,
      logoUrl: images.add(owner.id, "stores", () => renderStoreLogo(s.color, seed)),
      bannerUrl: images.add(owner.id, "stores", () => renderStoreBanner(s.color, seed)),
      isVerified: s.verified,
      createdAt: new Date(owner.createdAt.getTime() + rng.float(2, 30) * DAY),
    };
  });
  const storeByName = new Map(storeRows.map((s) => [s.name, s]));
  const productRows = demoProducts.map((p) => {
    const store = storeByName.get(p.store);
    if (!store) throw new Error(`Demo product in an unknown store: ${p.store}`);
    const seed = seedFrom(p.name);
    return {
      demo: p,
      row: {
        id: rng.uuid(),
        storeId: store.id,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        originalPriceCents: p.originalPriceCents ?? null,
        stockQuantity: p.stock,
        images: [
          images.add(store.userId, "products", () => renderProductImage({ kind: p.picture, color: p.color }, seed)),
        ],
        viewCount: rng.int(12, 480),
        createdAt: new Date(Math.min(now - HOUR, store.createdAt.getTime() + rng.float(1, 40) * DAY)),
      },
    };
  });

  const orderRows = buildDemoOrders(
    rng,
    now,
    new Map(storeRows.map((s) => [s.name, s.id])),
    productRows.map((p) => ({ id: p.row.id, storeId: p.row.storeId, name: p.row.name, priceCents: p.row.priceCents })),
    (username) => {
      const { demo, row } = userOf(username);
      return { id: row.id, fullName: row.fullName, email: row.email, city: demo.city, country: demo.country };
    },
  );

  // Care guides (decision 045): each in Spanish and its English translation, one cover for both.
  const productIdByName = new Map(productRows.map((p) => [p.row.name, p.row.id]));
  const guideRows: (typeof guides.$inferInsert & { id: string })[] = [];
  const guideProductRows: (typeof guideProducts.$inferInsert)[] = [];
  for (const guide of demoGuides) {
    const author = userOf(guide.author).row;
    const look = petLookFor(guide.species, guide.cover.breed, guide.cover.name);
    const coverUrl = images.add(author.id, "guides", () =>
      renderGuideCover(look, { seed: seedFrom(guide.en.title), scene: guide.cover.scene }),
    );
    const publishedAt = at(guide.daysAgo * DAY);
    const groupId = rng.uuid();
    for (const [language, version, offset] of [
      ["es", guide.es, 0],
      ["en", guide.en, HOUR],
    ] as const) {
      const id = language === "es" ? groupId : rng.uuid();
      guideRows.push({
        id,
        groupId,
        language,
        slug: slugify(version.title),
        title: version.title,
        excerpt: guideExcerpt(version.body),
        body: version.body,
        coverUrl,
        species: guide.species,
        topic: guide.topic,
        status: "published",
        readingMinutes: readingMinutes(version.body),
        authorId: author.id,
        createdAt: new Date(publishedAt.getTime() + offset),
        updatedAt: new Date(publishedAt.getTime() + offset),
        publishedAt: new Date(publishedAt.getTime() + offset),
      });
      guide.products.forEach((name, position) => {
        const productId = productIdByName.get(name);
        if (!productId) throw new Error(`Demo guide names an unknown product: ${name}`);
        guideProductRows.push({ guideId: id, productId, position });
      });
    }
  }

  // Lost & found (issue 45): a lost case shows its pet's photos; a found animal gets a photo of its own.
  const lostCases = demoLostCases.map((item, index) => {
    const { demo, row: owner } = userOf(item.owner);
    const pet = item.pet
      ? petEntries.find((entry) => entry.row.userId === owner.id && entry.row.name === item.pet)
      : undefined;
    if (item.pet && !pet) throw new Error(`Demo lost case names an unknown pet: ${item.pet}`);
    const looks = pet
      ? { species: pet.row.species, breed: pet.row.breed ?? null, sex: pet.row.gender, size: pet.row.size }
      : item.looks!;
    const look = pet?.look ?? petLookFor(looks.species, looks.breed, `lost:${index}`);
    return {
      ...item,
      id: rng.uuid(),
      userId: owner.id,
      city: demo.city,
      country: demo.country,
      name: pet?.row.name ?? null,
      species: looks.species,
      sex: looks.sex,
      size: looks.size,
      photos: pet
        ? pet.row.photos!
        : [
            images.add(owner.id, "lost", () =>
              renderPetPhoto(look, { seed: seedFrom(`lost:${index}`), scene: "soft" }),
            ),
          ],
    };
  });

  // Draw and store every picture first, so the transaction below stays short.
  const imageCount = images.size;
  await images.run();

  await db.transaction(async (tx) => {
    await insertChunks(userRows, (chunk) => tx.insert(users).values(chunk));
    const staff = demoUsers.flatMap((u, i) => (u.role ? [{ userId: userRows[i]!.id, role: u.role }] : []));
    await tx.insert(userRoles).values(staff);
    await insertChunks(
      petEntries.map((p) => p.row),
      (chunk) => tx.insert(pets).values(chunk),
    );
    await insertChunks(postRows, (chunk) => tx.insert(posts).values(chunk));
    await insertChunks(postPhotoRows, (chunk) => tx.insert(postPhotos).values(chunk));
    await insertHashtags(tx, tagRows);
    await insertChunks(likeRows, (chunk) => tx.insert(likes).values(chunk));
    await insertChunks(commentRows, (chunk) => tx.insert(comments).values(chunk));
    await insertChunks(followRows, (chunk) => tx.insert(follows).values(chunk));
    await insertChunks(matchRows, (chunk) => tx.insert(matches).values(chunk));
    await insertChunks(messageRows, (chunk) => tx.insert(messages).values(chunk));
    await insertChunks(notificationRows, (chunk) => tx.insert(notifications).values(chunk));

    // Categories may exist already (they are reference data): reuse them by slug.
    await tx.insert(productCategories).values(demoCategories).onConflictDoNothing({ target: productCategories.slug });
    const categoryRows = await tx
      .select({ id: productCategories.id, slug: productCategories.slug })
      .from(productCategories)
      .where(
        inArray(
          productCategories.slug,
          demoCategories.map((c) => c.slug),
        ),
      );
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    await tx.insert(stores).values(storeRows);
    await tx
      .insert(products)
      .values(productRows.map((p) => ({ ...p.row, categoryId: categoryId.get(p.demo.category) ?? null })));
    await tx.insert(payments).values(orderRows.payments);
    await tx.insert(orders).values(orderRows.orders);
    await tx.insert(orderItems).values(orderRows.items);
    await tx.insert(reviews).values(orderRows.reviews);
    // The ratings the review writes keep (lib/reviews/ratings.ts), counted once for the whole seed.
    await tx.execute(sql`update products p set rating_count = a.n, rating_avg = a.avg
      from (select product_id, count(*)::int as n, round(avg(rating), 2) as avg from reviews where product_id is not null group by product_id) a where p.id = a.product_id`);
    await tx.execute(sql`update stores s set rating_count = a.n, rating_avg = a.avg
      from (select store_id, count(*)::int as n, round(avg(rating), 2) as avg from reviews where product_id is null group by store_id) a where s.id = a.store_id`);
    await tx.insert(guides).values(guideRows);
    await tx.insert(guideProducts).values(guideProductRows);
    await linkLocationsToPlaces(tx);
    await insertDemoLost(tx, now, lostCases, (username) => userOf(username).row.id);
  });

  return {
    users: userRows.length,
    pets: petEntries.length,
    posts: postRows.length,
    likes: likeRows.length,
    comments: commentRows.length,
    follows: followRows.length,
    matches: matchRows.length,
    messages: messageRows.length,
    notifications: notificationRows.length,
    stores: storeRows.length,
    products: productRows.length,
    guides: guideRows.length,
    images: imageCount,
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type PetEntry = { demo: DemoPet; look: PetLook; row: PetRow };

const photoOf: Record<Lang, string> = { es: "Foto de", en: "Photo of", fr: "Photo de", pt: "Foto de" };

function fillTemplate(text: string, petName: string, city: string): string {
  return text.replaceAll("{pet}", petName).replaceAll("{city}", city);
}

/**
 * The demo's posts; some photo posts get two more photos of the same pet (a carousel, decision 048),
 * pushed onto `photoRows`. Which ones is read from a hash, not drawn, so every other draw stays as it was.
 */
function buildPosts(
  rng: Random,
  now: number,
  userRows: UserRow[],
  people: DemoUser[],
  petEntries: PetEntry[],
  images: ImageBatch,
  photoRows: PostPhotoRow[],
): PostRow[] {
  const rows: PostRow[] = [];
  const admin = userRows[people.findIndex((u) => u.role === "admin")]!;
  staffPosts.forEach((content, i) => {
    rows.push({ id: rng.uuid(), userId: admin.id, content, createdAt: new Date(now - (44 - i * 24) * DAY) });
  });

  // Spanish speakers post more (the default language of the product); Lucía most, for the README tour.
  const authors = people.flatMap((u, i) => {
    if (u.role) return [];
    const weight = u.username === "lucia" ? 8 : u.lang === "es" ? 3 : 2;
    return Array.from({ length: weight }, () => i);
  });
  const used = new Set<string>();
  while (rows.length < POST_COUNT) {
    const index = rng.pick(authors);
    const author = people[index]!;
    const row = userRows[index]!;
    const ownPets = petEntries.filter((p) => p.row.userId === row.id);
    const pet = ownPets.length && rng.chance(0.85) ? rng.pick(ownPets) : undefined;
    const candidates = postTemplates.filter(
      (t) =>
        t.lang === author.lang &&
        (pet ? t.species === "any" || (Array.isArray(t.species) && t.species.includes(pet.demo.species)) : !t.species),
    );
    const template: PostTemplate | undefined = candidates.length ? rng.pick(candidates) : undefined;
    if (!template) continue;
    const usageKey = `${template.text}|${pet?.demo.name ?? author.username}`;
    if (used.has(usageKey) && rng.chance(0.9)) continue;
    used.add(usageKey);

    const createdAt = new Date(now - rng.float(0.05, 45) * DAY);
    let imageUrl: string | null = null;
    // The post row, filled in below; its photo's blur-up preview arrives once the photo is drawn.
    const post = {} as PostRow;
    if (pet && rng.chance(0.55)) {
      const look = pet.look;
      const seed = seedFrom(`${usageKey}:${rows.length}`);
      imageUrl = images.add(
        row.id,
        "posts",
        () => renderPetPhoto(look, { seed, scene: template.scene }),
        async (picture) => {
          post.mediaPreview = await blurPreview(picture);
        },
      );
    }
    const id = rng.uuid();
    if (imageUrl && pet && seedFrom(`${usageKey}:carousel`) % 5 === 0) {
      for (const position of [1, 2]) {
        const photo: PostPhotoRow = { postId: id, position, url: "", width: PET_PHOTO_SIZE, height: PET_PHOTO_SIZE };
        const look = pet.look;
        photo.url = images.add(
          row.id,
          "posts",
          () => renderPetPhoto(look, { seed: seedFrom(`${usageKey}:carousel:${position}`) }),
          async (picture) => {
            photo.preview = await blurPreview(picture);
          },
        );
        photoRows.push(photo);
      }
    }
    rows.push(
      Object.assign(post, {
        id,
        userId: row.id,
        petId: pet?.row.id ?? null,
        content: fillTemplate(template.text, pet?.demo.name ?? "", author.city),
        imageUrl,
        mediaWidth: imageUrl ? PET_PHOTO_SIZE : null,
        mediaHeight: imageUrl ? PET_PHOTO_SIZE : null,
        imageAlt: imageUrl && pet ? `${photoOf[author.lang]} ${pet.demo.name}` : null,
        location: rng.chance(0.4) ? author.city : null,
        createdAt,
      }),
    );
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const authorReplies: Record<Lang, string[]> = {
  es: ["¡Gracias! 🥰", "Jajaja ¡sí! 😂", "¡Le daré el achuchón de tu parte!"],
  en: ["Thank you! 🥰", "Haha yes!"],
  fr: ["Merci ! 🥰"],
  pt: ["Obrigada! 🥰"],
};

function buildReactions(rng: Random, now: number, postRows: PostRow[], userRows: UserRow[]) {
  const likeRows: LikeRow[] = [];
  const commentRows: CommentRow[] = [];
  const langOf = new Map(userRows.map((u) => [u.id, (u.locale ?? "es") as Lang]));
  for (const post of postRows) {
    const others = userRows.filter((u) => u.id !== post.userId);
    const age = now - post.createdAt.getTime();
    // Most posts get a handful of likes, a few get many; pictures do better, as everywhere.
    const likeCount = Math.min(others.length, Math.floor(rng.next() ** 2 * 20) + (post.imageUrl ? 3 : 0));
    for (const liker of rng.sample(others, likeCount)) {
      likeRows.push({
        postId: post.id,
        userId: liker.id,
        createdAt: new Date(post.createdAt.getTime() + rng.next() * age * 0.6),
      });
    }
    post.likesCount = likeCount;
    let time = post.createdAt.getTime();
    const commentsBefore = commentRows.length;
    const commentCount = rng.chance(0.3) ? 0 : rng.int(1, 4);
    for (const commenter of rng.sample(others, commentCount)) {
      time += rng.next() * (now - time) * 0.3;
      const lang = langOf.get(commenter.id) ?? "es";
      commentRows.push({
        id: rng.uuid(),
        postId: post.id,
        userId: commenter.id,
        content: rng.pick(commentTexts[lang]),
        createdAt: new Date(time),
      });
      if (rng.chance(0.2)) {
        time += rng.next() * (now - time) * 0.3;
        const authorLang = langOf.get(post.userId) ?? "es";
        commentRows.push({
          id: rng.uuid(),
          postId: post.id,
          userId: post.userId,
          content: rng.pick(authorReplies[authorLang]),
          createdAt: new Date(time),
        });
      }
    }
    post.commentsCount = commentRows.length - commentsBefore;
  }
  return { likeRows, commentRows };
}

function buildFollows(rng: Random, now: number, userRows: UserRow[]): FollowRow[] {
  const rows: FollowRow[] = [];
  const seen = new Set<string>();
  const lucia = userRows.find((u) => u.username === "lucia")!;
  const follow = (followerId: string, followingId: string) => {
    const key = `${followerId}>${followingId}`;
    if (followerId === followingId || seen.has(key)) return;
    seen.add(key);
    rows.push({ followerId, followingId, createdAt: new Date(now - rng.float(0.1, 50) * DAY) });
  };
  for (const u of userRows) {
    for (const other of rng.sample(userRows, rng.int(5, 13))) follow(u.id, other.id);
    if (rng.chance(0.75)) follow(u.id, lucia.id);
  }
  return rows;
}

function buildMatches(
  rng: Random,
  now: number,
  petEntries: PetEntry[],
  userOf: (username: string) => { row: UserRow },
): MatchRow[] {
  const rows: MatchRow[] = [];
  const pairs = new Set<string>();
  const petNamed = (owner: string, name: string) =>
    petEntries.find((p) => p.demo.owner === owner && p.demo.name === name)!;
  const add = (
    from: PetEntry,
    to: PetEntry,
    type: "love" | "friend",
    status: "pending" | "accepted" | "rejected",
    daysAgo: number,
  ) => {
    const pair = [from.row.userId, to.row.userId].sort().join("|");
    if (from.row.userId === to.row.userId || pairs.has(pair)) return;
    pairs.add(pair);
    const createdAt = new Date(now - daysAgo * DAY);
    const respondedAt =
      status === "pending" ? null : new Date(Math.min(now - 2 * DAY, createdAt.getTime() + rng.float(1, 30) * HOUR));
    rows.push({
      id: rng.uuid(),
      user1Id: from.row.userId,
      user2Id: to.row.userId,
      pet1Id: from.row.id,
      pet2Id: to.row.id,
      matchType: type,
      status,
      createdAt,
      respondedAt,
    });
  };

  // Lucía's side of the story, so a demo login shows every state.
  add(petNamed("lucia", "Toby"), petNamed("javi_perruno", "Lola"), "love", "accepted", 20);
  add(petNamed("carlos_bcn", "Coco"), petNamed("lucia", "Toby"), "friend", "accepted", 30);
  add(petNamed("marco_milano", "Leo"), petNamed("lucia", "Luna"), "love", "pending", 2);
  add(petNamed("lucia", "Toby"), petNamed("max_hamburg", "Frieda"), "friend", "pending", 1);

  const lucia = userOf("lucia").row.id;
  const candidates = petEntries.filter((p) => p.row.userId !== lucia);
  for (let tries = 0; rows.length < 18 && tries < 500; tries++) {
    const from = rng.pick(candidates);
    const to = rng.pick(candidates);
    const love = from.demo.species === to.demo.species && from.demo.gender !== to.demo.gender && rng.chance(0.7);
    const roll = rng.next();
    add(
      from,
      to,
      love ? "love" : "friend",
      roll < 0.5 ? "accepted" : roll < 0.85 ? "pending" : "rejected",
      rng.float(3, 40),
    );
  }
  return rows;
}

function buildMessages(rng: Random, now: number, matchRows: MatchRow[], userRows: UserRow[], luciaId: string) {
  const langOf = new Map(userRows.map((u) => [u.id, (u.locale ?? "es") as Lang]));
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const match of matchRows) {
    if (match.status !== "accepted" || !match.respondedAt) continue;
    const lines = rng.pick(conversations[langOf.get(match.user1Id) ?? "es"]);
    let time = match.respondedAt.getTime() + rng.float(1, 20) * HOUR;
    const thread = lines.map((content, i) => {
      time += rng.float(2, 90) * 60 * 1000;
      const [senderId, receiverId] = i % 2 === 0 ? [match.user1Id, match.user2Id] : [match.user2Id, match.user1Id];
      return { senderId, receiverId, content, isRead: true, createdAt: new Date(Math.min(time, now - 60_000)) };
    });
    // The newest message of some threads is still unread, as it would be in a living inbox.
    const last = thread.at(-1);
    if (last && rng.chance(0.5)) last.isRead = false;
    rows.push(...thread);
  }
  // Lucía always finds something new in her inbox.
  const partner = matchRows.find((m) => m.status === "accepted" && (m.user1Id === luciaId || m.user2Id === luciaId));
  if (partner) {
    const otherId = partner.user1Id === luciaId ? partner.user2Id : partner.user1Id;
    rows.push(
      {
        senderId: otherId,
        receiverId: luciaId,
        content: "¿Sigue en pie lo del sábado? 🐶",
        isRead: false,
        createdAt: new Date(now - 3 * HOUR),
      },
      {
        senderId: otherId,
        receiverId: luciaId,
        content: "¡Tengo muchas ganas de que vuelvan a jugar juntos!",
        isRead: false,
        createdAt: new Date(now - 2 * HOUR),
      },
    );
  }
  return rows;
}

function buildNotifications(
  now: number,
  postRows: PostRow[],
  likeRows: LikeRow[],
  commentRows: CommentRow[],
  followRows: FollowRow[],
  matchRows: MatchRow[],
): NotificationRow[] {
  const authorOf = new Map(postRows.map((p) => [p.id, p.userId]));
  // Anything older than three days has been seen.
  const readAt = (createdAt: Date) =>
    now - createdAt.getTime() > 3 * DAY ? new Date(createdAt.getTime() + HOUR) : null;
  const rows: NotificationRow[] = [];
  const add = (row: NotificationRow & { createdAt: Date }) => {
    if (row.userId !== row.actorId) rows.push({ ...row, readAt: readAt(row.createdAt) });
  };
  for (const like of likeRows)
    add({
      userId: authorOf.get(like.postId)!,
      actorId: like.userId,
      type: "like",
      postId: like.postId,
      createdAt: like.createdAt,
    });
  for (const comment of commentRows) {
    add({
      userId: authorOf.get(comment.postId)!,
      actorId: comment.userId,
      type: "comment",
      postId: comment.postId,
      commentId: comment.id,
      createdAt: comment.createdAt,
    });
  }
  for (const follow of followRows)
    add({ userId: follow.followingId, actorId: follow.followerId, type: "follow", createdAt: follow.createdAt });
  for (const match of matchRows) {
    add({
      userId: match.user2Id,
      actorId: match.user1Id,
      type: "match",
      matchId: match.id,
      createdAt: match.createdAt,
    });
    if (match.status === "accepted" && match.respondedAt) {
      add({
        userId: match.user1Id,
        actorId: match.user2Id,
        type: "match",
        matchId: match.id,
        createdAt: match.respondedAt,
      });
    }
  }
  return rows;
}

type TagRow = { name: string; usageCount: number; updatedAt: Date; postIds: { id: string; createdAt: Date }[] };

/** Same rule as the post composer: a word after #, lower-cased; each tag counts once per post. */
function extractHashtags(content: string): string[] {
  return [...new Set([...content.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!.toLowerCase()))];
}

function buildHashtags(postRows: PostRow[]): TagRow[] {
  const byName = new Map<string, TagRow>();
  for (const post of postRows) {
    for (const name of extractHashtags(post.content)) {
      const tag = byName.get(name) ?? { name, usageCount: 0, updatedAt: post.createdAt, postIds: [] };
      tag.usageCount += 1;
      if (post.createdAt > tag.updatedAt) tag.updatedAt = post.createdAt;
      tag.postIds.push({ id: post.id, createdAt: post.createdAt });
      byName.set(name, tag);
    }
  }
  return [...byName.values()];
}

async function insertHashtags(tx: Tx, tagRows: TagRow[]): Promise<void> {
  // A tag may already exist (from other posts): add to its count rather than fail.
  const saved = await tx
    .insert(hashtags)
    .values(tagRows.map(({ name, usageCount, updatedAt }) => ({ name, usageCount, updatedAt })))
    .onConflictDoUpdate({
      target: hashtags.name,
      set: {
        usageCount: sql`${hashtags.usageCount} + excluded.usage_count`,
        updatedAt: sql`greatest(${hashtags.updatedAt}, excluded.updated_at)`,
      },
    })
    .returning({ id: hashtags.id, name: hashtags.name });
  const idOf = new Map(saved.map((t) => [t.name, t.id]));
  const links = tagRows.flatMap((tag) =>
    tag.postIds.map((p) => ({ postId: p.id, hashtagId: idOf.get(tag.name)!, postCreatedAt: p.createdAt })),
  );
  await insertChunks(links, (chunk) => tx.insert(postHashtags).values(chunk));
}
