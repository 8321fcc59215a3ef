CREATE TYPE "public"."guide_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."guide_topic" AS ENUM('feeding', 'health', 'training', 'grooming', 'adoption', 'travel');--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'create';--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'edit';--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'publish';--> statement-breakpoint
ALTER TYPE "public"."moderation_action_type" ADD VALUE 'unpublish';--> statement-breakpoint
CREATE TABLE "guide_products" (
	"guide_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "guide_products_guide_id_product_id_pk" PRIMARY KEY("guide_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_url" text,
	"species" "species" NOT NULL,
	"topic" "guide_topic" NOT NULL,
	"status" "guide_status" DEFAULT 'draft' NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "guides_language_known" CHECK ("guides"."language" in ('es', 'en', 'fr', 'pt', 'zh')),
	CONSTRAINT "guides_title_not_blank" CHECK (length(trim("guides"."title")) > 0),
	CONSTRAINT "guides_published_dated" CHECK ("guides"."status" = 'draft' or "guides"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "guide_products" ADD CONSTRAINT "guide_products_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_products" ADD CONSTRAINT "guide_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_products_product_idx" ON "guide_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_language_slug_idx" ON "guides" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_group_language_idx" ON "guides" USING btree ("group_id","language");--> statement-breakpoint
CREATE INDEX "guides_published_idx" ON "guides" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "guides"."status" = 'published';--> statement-breakpoint
CREATE INDEX "guides_updated_idx" ON "guides" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "guides_status_updated_idx" ON "guides" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "guides_author_idx" ON "guides" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "guides_search_idx" ON "guides" USING gin (patitas_unaccent(lower("title" || ' ' || "body")) gin_trgm_ops);