DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "pets_active_created_idx";--> statement-breakpoint
DROP INDEX "hashtags_trending_idx";--> statement-breakpoint
DROP INDEX "likes_user_created_idx";--> statement-breakpoint
DROP INDEX "post_hashtags_tag_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_pet_created_idx";--> statement-breakpoint
DROP INDEX "follows_following_created_idx";--> statement-breakpoint
DROP INDEX "matches_user1_created_idx";--> statement-breakpoint
DROP INDEX "matches_user2_created_idx";--> statement-breakpoint
DROP INDEX "messages_sender_receiver_created_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_created_idx";--> statement-breakpoint
DROP INDEX "messages_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "cart_items_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "payouts_store_created_idx";--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_views_idx";--> statement-breakpoint
DROP INDEX "stores_active_created_idx";--> statement-breakpoint
DROP INDEX "moderation_actions_created_idx";--> statement-breakpoint
DROP INDEX "reported_content_status_created_idx";--> statement-breakpoint
DROP INDEX "reported_content_created_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pets_active_created_idx" ON "pets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pets"."is_active";--> statement-breakpoint
CREATE INDEX "hashtags_trending_idx" ON "hashtags" USING btree ("usage_count" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_hashtags_tag_created_idx" ON "post_hashtags" USING btree ("hashtag_id","post_created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_pet_created_idx" ON "posts" USING btree ("pet_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_following_created_idx" ON "follows" USING btree ("following_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "matches_user1_created_idx" ON "matches" USING btree ("user1_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "matches_user2_created_idx" ON "matches" USING btree ("user2_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_receiver_created_idx" ON "messages" USING btree ("sender_id","receiver_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_receiver_created_idx" ON "messages" USING btree ("receiver_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cart_items_user_created_idx" ON "cart_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_store_created_idx" ON "payouts" USING btree ("store_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_views_idx" ON "products" USING btree ("view_count" DESC NULLS FIRST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "stores_active_created_idx" ON "stores" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "stores"."is_active";--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reported_content_status_created_idx" ON "reported_content" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reported_content_created_idx" ON "reported_content" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);