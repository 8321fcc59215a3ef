// Issue 6, items 5 and 6: input the landed code answered with "internal" (or HTTP 500) must read as
// bad input with a translated message, and change nothing.
import { sql } from "drizzle-orm";
import { signUpAction } from "@/lib/auth/actions";
import { getDb, queryRows } from "@/lib/db/client";
import { isCursorTimestamp } from "@/lib/paging/cursor-shape";
import { createPetAction } from "@/lib/pets/actions";
import { listPetPosts } from "@/lib/pets/queries";
import {
  addCommentAction,
  createPostAction,
  loadCommentsAction,
  loadFeedPageAction,
  loadHashtagPageAction,
  reportPostAction,
  searchHashtagsAction,
} from "@/lib/posts/actions";
import { loadProfilePostsAction, updateProfileAction } from "@/lib/profiles/actions";
import { loadFollowsAction } from "@/lib/social/actions";
import { createUser, uniqueEmail } from "@/tests/factories";
import { createPet, createTestPost } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";

const NUL = "\u0000";
const IMPOSSIBLE = "2024-99-99T99:99:99Z";
const someId = "7d9f0c4e-4a4b-4d3e-9b7a-2f1e5c6d7a8b";

/**
 * How many rows a refused write by this user (or a sign-up with this address) could have added. Scoped
 * to them: on a shared PostgreSQL other test files write to the same tables at the same time.
 */
async function rowsOf(userId: string, signupEmail: string): Promise<Record<string, number>> {
  const db = await getDb();
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from users where email = ${signupEmail}) as users,
               (select count(*)::int from posts where user_id = ${userId}) as posts,
               (select count(*)::int from comments where user_id = ${userId}) as comments,
               (select count(*)::int from pets where user_id = ${userId}) as pets,
               (select count(*)::int from reported_content where reporter_id = ${userId}) as reports`,
  );
  return row!;
}

describe("NUL characters in text fields (issue 6.5)", () => {
  const refusedWith = (field: string) => ({
    ok: false,
    error: {
      code: "validation",
      message: "errors.validation",
      fields: expect.objectContaining({ [field]: "errors.invalidCharacters" }),
    },
  });

  it("are refused in every text field with the translated message, and nothing is written", async () => {
    const user = await createUser();
    const post = await createTestPost(user.id, { content: "Hola" });
    await signInAs(user);
    const signupEmail = uniqueEmail();
    const before = await rowsOf(user.id, signupEmail);

    expect(await createPostAction({ content: `Hola${NUL}` })).toEqual(refusedWith("content"));
    expect(await createPostAction({ content: "Hola", location: `Madrid${NUL}` })).toEqual(refusedWith("location"));
    expect(await addCommentAction({ postId: post.id, content: `¡Qué lindo!${NUL}` })).toEqual(refusedWith("content"));
    expect(await reportPostAction({ postId: post.id, reason: "spam", details: `spam${NUL}` })).toEqual(
      refusedWith("details"),
    );
    expect(await updateProfileAction({ fullName: "Ana", bio: `bio${NUL}` })).toEqual(refusedWith("bio"));
    expect(await updateProfileAction({ fullName: `Ana${NUL}` })).toEqual(refusedWith("fullName"));
    const pet = { name: "Luna", age: 3, species: "dog", gender: "female", size: "medium" };
    expect(await createPetAction({ ...pet, name: `Lu${NUL}na` })).toEqual(refusedWith("name"));
    expect(await createPetAction({ ...pet, interests: [`pelota${NUL}`] })).toEqual(refusedWith("interests.0"));
    expect(await createPetAction({ ...pet, description: `dulce${NUL}` })).toEqual(refusedWith("description"));
    await signInAs(null);
    expect(
      await signUpAction({ fullName: `Ana${NUL}`, email: signupEmail, password: "Bigotes-y-Patitas-2024" }),
    ).toEqual(refusedWith("fullName"));

    expect(await rowsOf(user.id, signupEmail)).toEqual(before);
  });

  it("in a hashtag search or page read as bad input, not a server error", async () => {
    await signInAs(await createUser());
    expect(await searchHashtagsAction(`gato${NUL}`)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await loadHashtagPageAction({ tag: `gato${NUL}` })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });
});

describe("cursors with impossible dates (issue 6.6)", () => {
  it("tells real instants from impossible ones", () => {
    expect(isCursorTimestamp("2024-02-29T23:59:59.123456Z")).toBe(true);
    expect(isCursorTimestamp("2024-02-30T00:00:00Z")).toBe(false);
    expect(isCursorTimestamp("2023-02-29T00:00:00Z")).toBe(false);
    expect(isCursorTimestamp(IMPOSSIBLE)).toBe(false);
    expect(isCursorTimestamp("2024-01-01T24:00:00Z")).toBe(false);
    expect(isCursorTimestamp("0000-01-01T00:00:00Z")).toBe(false);
  });

  it("are refused as validation errors by every list loader", async () => {
    const user = await createUser();
    const post = await createTestPost(user.id, { content: "#gatos" });
    await signInAs(user);
    const stringCursor = `${IMPOSSIBLE}_${someId}`;
    const objectCursor = { at: IMPOSSIBLE, id: someId };

    expect(await loadFeedPageAction({ mode: "all", cursor: stringCursor })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await loadHashtagPageAction({ tag: "gatos", cursor: stringCursor })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await loadCommentsAction({ postId: post.id, cursor: stringCursor })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(await loadFollowsAction({ username: user.username, kind: "followers", cursor: objectCursor })).toMatchObject(
      { ok: false, error: { code: "validation" } },
    );
    expect(await loadProfilePostsAction({ userId: user.id, cursor: objectCursor })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
  });

  it("in a pet page's URL reads as the first page instead of failing the page", async () => {
    const user = await createUser();
    const pet = await createPet(user.id);
    await createTestPost(user.id, { content: "Luna", petId: pet.id });
    const page = await listPetPosts(pet.id, null, `${IMPOSSIBLE}_${someId}`);
    expect(page.posts).toHaveLength(1);
  });
});
