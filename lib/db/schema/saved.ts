import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./market";
import { posts } from "./posts";
import { users } from "./users";

// What a user keeps for later (issue 26 §3): bookmarked posts and favourite products. Private to them:
// nothing counts these rows in public. The primary key makes a save idempotent (a second save, or two at
// once, is one row) and answers "did I save these?" for a page's ids by index probes; /saved pages by
// (user_id, created_at desc, item id desc), newest save first. Deleting a post or a product (or the
// user) deletes its rows; what is merely hidden (a banned author, a block, a deactivated product) is
// filtered out where it is read, and comes back if it becomes visible again.

export const savedPosts = pgTable(
  "saved_posts",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("saved_posts_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.postId.desc().nullsFirst()),
    // The foreign key's own index: deleting a post finds its saves without reading the table.
    index("saved_posts_post_idx").on(t.postId),
  ],
);

export const favouriteProducts = pgTable(
  "favourite_products",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favourite_products_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index("favourite_products_product_idx").on(t.productId),
  ],
);
