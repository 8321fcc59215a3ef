CREATE TABLE "message_photos" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"preview" text,
	CONSTRAINT "message_photos_message_id_position_pk" PRIMARY KEY("message_id","position"),
	CONSTRAINT "message_photos_position" CHECK ("message_photos"."position" between 0 and 3),
	CONSTRAINT "message_photos_size" CHECK ("message_photos"."width" > 0 and "message_photos"."height" > 0),
	CONSTRAINT "message_photos_preview" CHECK ("message_photos"."preview" is null or ("message_photos"."preview" ~ '^data:image/webp.base64,[A-Za-z0-9+/=]+$' and length("message_photos"."preview") <= 2048))
);
--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_message_id_user_id_pk" PRIMARY KEY("message_id","user_id"),
	CONSTRAINT "message_reactions_emoji" CHECK ("message_reactions"."emoji" in ('❤️', '😂', '😮', '😢', '🐾', '👍'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_length";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "shared_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "shared_id" uuid;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_photos_url_idx" ON "message_photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "message_reactions_user_idx" ON "message_reactions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_reply_to_idx" ON "messages" USING btree ("reply_to_id") WHERE "messages"."reply_to_id" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_shared" CHECK (("messages"."shared_kind" is null) = ("messages"."shared_id" is null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_length" CHECK ("messages"."content" is null or length("messages"."content") between 1 and 2000);