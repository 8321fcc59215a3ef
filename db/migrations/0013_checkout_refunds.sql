DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_valid" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_amount_cents");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reversed_valid" CHECK ("payouts"."reversed_cents" between 0 and "payouts"."amount_cents");