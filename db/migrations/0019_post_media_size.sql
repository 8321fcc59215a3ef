ALTER TABLE "posts" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "media_height" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_media_size" CHECK (("posts"."media_width" is null and "posts"."media_height" is null) or ("posts"."media_width" > 0 and "posts"."media_height" > 0));