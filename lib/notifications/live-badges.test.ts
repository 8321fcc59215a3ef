import { likePet } from "@/lib/matches/likes";
import { respondToMatch } from "@/lib/matches/responses";
import { BADGES_EVENT } from "@/lib/realtime/events";
import { addComment } from "@/lib/posts/comments";
import { likePost } from "@/lib/posts/likes";
import { followUser } from "@/lib/social/follows";
import { createUser } from "@/tests/factories";
import { createPet, createTestPost } from "@/tests/post-factories";
import { browserRealtimeHarness } from "@/tests/realtime";
import { signInAs } from "@/tests/session";

// The bell updates live for every kind it counts: each write that notifies someone signals their header.

const realtime = browserRealtimeHarness();

/** The user's own live connection, as their header opens it; resolves once it is subscribed. Counts badge signals. */
async function listen(user: { id: string }): Promise<{ signals: () => number }> {
  await signInAs(user);
  const connection = await realtime.open(user.id);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("not live")), 5000);
    const check = () => connection.snapshot().state === "live" && (clearTimeout(timer), resolve());
    connection.onChange(check);
    check();
  });
  let count = 0;
  connection.onEvent((event) => {
    if (event === BADGES_EVENT) count += 1;
  });
  return { signals: () => count };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe("live badges", () => {
  it("a like, a comment, a follow, a match and its acceptance each signal the notified user, once", async () => {
    const [author, fan] = [await createUser(), await createUser()];
    const post = await createTestPost(author.id);
    const [authorPet, fanPet] = [await createPet(author.id), await createPet(fan.id, { gender: "male" })];
    const authorSide = await listen(author);
    const fanSide = await listen(fan);

    await likePost(fan.id, post.id);
    await settle();
    expect(authorSide.signals()).toBe(1);
    // A second like changes nothing and signals nothing.
    await likePost(fan.id, post.id);
    await addComment(fan.id, { postId: post.id, content: "¡Qué bonito!" });
    await followUser(fan.id, author.username!);
    await settle();
    expect(authorSide.signals()).toBe(3);

    const { matchId } = await likePet(fan.id, { pet: authorPet.id, mode: "love", myPet: fanPet.id });
    await settle();
    expect(authorSide.signals()).toBe(4);
    await respondToMatch(author.id, { match: matchId, accept: true });
    await settle();
    expect(fanSide.signals()).toBe(1);
    expect(authorSide.signals()).toBe(4);
  });

  it("nobody is signalled for their own like or comment", async () => {
    const author = await createUser();
    const post = await createTestPost(author.id);
    const authorSide = await listen(author);
    await likePost(author.id, post.id);
    await addComment(author.id, { postId: post.id, content: "Mi propio comentario" });
    await settle();
    expect(authorSide.signals()).toBe(0);
  });
});
