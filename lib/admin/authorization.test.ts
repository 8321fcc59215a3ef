import { eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import {
  comments,
  moderationActions,
  orderStatusEvents,
  orders,
  pets,
  posts,
  products,
  reportedContent,
  stores,
  userRoles,
  users,
} from "@/lib/db/schema";
import { addComment } from "@/lib/posts/comments";
import { createOrder } from "@/tests/store-factories";
import type { ActionResult } from "@/lib/errors";
import { createPet, createUser } from "@/tests/factories";
import { createProduct, createStore } from "@/tests/market-factories";
import { setClaims, signInAs } from "@/tests/session";
import {
  assignRoleAction,
  banReportedAuthorAction,
  banUserAction,
  deleteReportedPostAction,
  removeCommentAction,
  removePostAction,
  setOrderStatusAction,
  restoreUserAction,
  setContentFlagAction,
  setReportStatusAction,
} from "./actions";
import { banUser } from "./users";

type Caller = "anonymous" | "user" | "banned" | StaffRole;
const callers: Caller[] = ["anonymous", "user", "banned", "support", "moderator", "admin"];

/** A reported post by a fresh author, and the report about it. */
async function reportedPost() {
  const db = await getDb();
  const author = await createUser();
  const reporter = await createUser();
  const [post] = await db
    .insert(posts)
    .values({ userId: author.id, content: "Reported in the matrix" })
    .returning({ id: posts.id });
  const [report] = await db
    .insert(reportedContent)
    .values({ reporterId: reporter.id, contentType: "post", contentId: post!.id, reason: "spam" })
    .returning({ id: reportedContent.id });
  return { authorId: author.id, postId: post!.id, reportId: report!.id };
}

async function userState(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ isBanned: users.isBanned, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  const log = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.targetId, userId));
  return { ...row, log: log.length };
}

async function reportState(ids: { postId: string; reportId: string; authorId: string }) {
  const db = await getDb();
  const [report] = await db
    .select({ status: reportedContent.status, reviewedBy: reportedContent.reviewedBy })
    .from(reportedContent)
    .where(eq(reportedContent.id, ids.reportId));
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, ids.postId));
  return { report, postExists: post !== undefined, author: await userState(ids.authorId) };
}

type Case = {
  name: string;
  allowed: Caller[];
  /** Makes the rows the action works on; returns its input and a reader of everything it may change. */
  arrange: () => Promise<{ input: unknown; state: () => Promise<unknown> }>;
  action: (input: unknown) => Promise<ActionResult>;
};

const moderators: Caller[] = ["moderator", "admin"];

/** The flags of one item and its audit rows. */
async function contentState(table: typeof pets | typeof stores | typeof products, id: string) {
  const db = await getDb();
  const [row] = await db.select().from(table).where(eq(table.id, id));
  const log = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.targetId, id));
  return { active: row?.isActive, verified: row && "isVerified" in row ? row.isVerified : null, log: log.length };
}

async function commentState(id: string) {
  const db = await getDb();
  const rows = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, id));
  const log = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(eq(moderationActions.targetId, id));
  return { exists: rows.length, log: log.length };
}

async function orderState(id: string) {
  const db = await getDb();
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  const history = await db
    .select({ id: orderStatusEvents.id })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, id));
  return { status: row!.status, history: history.length };
}

const cases: Case[] = [
  {
    name: "ban a user",
    allowed: moderators,
    action: banUserAction,
    arrange: async () => {
      const target = await createUser();
      return {
        input: { userId: target.id, reason: "spam", note: "Spam", duration: "7d" },
        state: () => userState(target.id),
      };
    },
  },
  {
    name: "restore a user",
    allowed: moderators,
    action: restoreUserAction,
    arrange: async () => {
      const target = await createUser({ banned: "Spam" });
      return { input: { userId: target.id }, state: () => userState(target.id) };
    },
  },
  {
    name: "assign a role",
    allowed: ["admin"],
    action: assignRoleAction,
    arrange: async () => {
      const target = await createUser();
      return { input: { userId: target.id, role: "support" }, state: () => userState(target.id) };
    },
  },
  {
    name: "set a report's status",
    allowed: moderators,
    action: setReportStatusAction,
    arrange: async () => {
      const ids = await reportedPost();
      return { input: { reportId: ids.reportId, status: "dismissed" }, state: () => reportState(ids) };
    },
  },
  {
    name: "delete a reported post",
    allowed: moderators,
    action: deleteReportedPostAction,
    arrange: async () => {
      const ids = await reportedPost();
      return { input: { reportId: ids.reportId, postId: ids.postId }, state: () => reportState(ids) };
    },
  },
  {
    name: "ban a reported post's author",
    allowed: moderators,
    action: banReportedAuthorAction,
    arrange: async () => {
      const ids = await reportedPost();
      return {
        input: { reportId: ids.reportId, userId: ids.authorId, reason: "spam", duration: "permanent" },
        state: () => reportState(ids),
      };
    },
  },
  {
    name: "remove a post with a reason",
    allowed: moderators,
    action: removePostAction,
    arrange: async () => {
      const ids = await reportedPost();
      return { input: { id: ids.postId, reason: "Spam" }, state: () => reportState(ids) };
    },
  },
  {
    name: "remove a comment with a reason",
    allowed: moderators,
    action: removeCommentAction,
    arrange: async () => {
      const ids = await reportedPost();
      const comment = await addComment(ids.authorId, { postId: ids.postId, content: "Compra aquí" });
      return { input: { id: comment.id, reason: "Spam" }, state: () => commentState(comment.id) };
    },
  },
  {
    name: "set an order's status",
    allowed: moderators,
    action: setOrderStatusAction,
    arrange: async () => {
      const order = await createOrder((await createStore((await createUser()).id)).id, (await createUser()).id);
      return { input: { orderId: order.id, status: "shipped" }, state: () => orderState(order.id) };
    },
  },
  {
    name: "verify a pet",
    allowed: moderators,
    action: setContentFlagAction,
    arrange: async () => {
      const pet = await createPet((await createUser()).id);
      return {
        input: { flag: "petVerified", targetId: pet.id, value: "true" },
        state: () => contentState(pets, pet.id),
      };
    },
  },
  {
    name: "deactivate a store",
    allowed: moderators,
    action: setContentFlagAction,
    arrange: async () => {
      const store = await createStore((await createUser()).id);
      return {
        input: { flag: "storeActive", targetId: store.id, value: "false" },
        state: () => contentState(stores, store.id),
      };
    },
  },
  {
    name: "verify a store",
    allowed: moderators,
    action: setContentFlagAction,
    arrange: async () => {
      const store = await createStore((await createUser()).id);
      return {
        input: { flag: "storeVerified", targetId: store.id, value: "true" },
        state: () => contentState(stores, store.id),
      };
    },
  },
  {
    name: "deactivate a product",
    allowed: moderators,
    action: setContentFlagAction,
    arrange: async () => {
      const product = await createProduct((await createStore((await createUser()).id)).id);
      return {
        input: { flag: "productActive", targetId: product.id, value: "false" },
        state: () => contentState(products, product.id),
      };
    },
  },
];

async function signInAsCaller(caller: Caller): Promise<void> {
  if (caller === "anonymous") await signInAs(null);
  else if (caller === "user") await signInAs(await createUser());
  // A banned moderator: the role must not outlive the ban.
  else if (caller === "banned") {
    const moderator = await createUser({ role: "moderator" });
    const cookie = await signInAs(moderator);
    await banUser((await createUser({ role: "admin" })).id, moderator.id);
    setClaims(cookie);
  } else await signInAs(await createUser({ role: caller }));
}

const matrix = cases.flatMap((c) => callers.map((caller) => [c.name, caller, c] as const));

describe("admin authorization matrix", () => {
  it.each(matrix)("%s as %s", async (_name, caller, testCase) => {
    const { input, state } = await testCase.arrange();
    const before = await state();
    await signInAsCaller(caller);

    const result = await testCase.action(input);

    if (testCase.allowed.includes(caller)) {
      expect(result).toEqual({ ok: true, data: undefined });
      expect(await state()).not.toEqual(before);
    } else {
      const expected = caller === "anonymous" || caller === "banned" ? "unauthorized" : "forbidden";
      expect(result).toMatchObject({ ok: false, error: { code: expected } });
      expect(await state()).toEqual(before);
    }
  });
});
