CREATE TABLE "post_photos" (
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"width" integer,
	"height" integer,
	"preview" text,
	CONSTRAINT "post_photos_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_photos_position" CHECK ("post_photos"."position" between 1 and 9),
	CONSTRAINT "post_photos_size" CHECK (("post_photos"."width" is null and "post_photos"."height" is null) or ("post_photos"."width" > 0 and "post_photos"."height" > 0)),
	CONSTRAINT "post_photos_preview" CHECK ("post_photos"."preview" is null or ("post_photos"."preview" ~ '^data:image/webp.base64,[A-Za-z0-9+/=]+$' and length("post_photos"."preview") <= 2048))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;