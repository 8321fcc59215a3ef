ALTER TYPE "public"."notification_type" ADD VALUE 'sale';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_store_idx" ON "messages" USING btree ("store_id") WHERE "messages"."store_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_product_idx" ON "messages" USING btree ("product_id") WHERE "messages"."product_id" is not null;