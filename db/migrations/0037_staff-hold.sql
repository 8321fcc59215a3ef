ALTER TABLE "products" ADD COLUMN "hidden_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written backfill (issue 43): a product whose last staff switch was "deactivate" and that is still
-- inactive was hidden by staff; it becomes staff-held before the check below holds the rule.
UPDATE "products" p SET "hidden_by_staff" = true
WHERE NOT p."is_active" AND (
  SELECT m."action_type" FROM "moderation_actions" m
  WHERE m."target_type" = 'product' AND m."target_id" = p."id" AND m."action_type" IN ('activate', 'deactivate')
  ORDER BY m."created_at" DESC LIMIT 1
) = 'deactivate';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_staff_hidden_inactive" CHECK (not ("products"."hidden_by_staff" and "products"."is_active"));
