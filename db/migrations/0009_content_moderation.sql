ALTER TYPE "public"."moderation_action_type" ADD VALUE 'verify';--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'unverify';--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'view';--> statement-breakpoint
CREATE INDEX "pets_created_idx" ON "pets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);