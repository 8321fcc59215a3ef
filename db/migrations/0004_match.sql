ALTER TYPE "public"."match_status" ADD VALUE 'unmatched';--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "places_country" CHECK ("places"."country" in ('ES','US','FR','DE','IT','PT','UK','MX','AR','CO','BR')),
	CONSTRAINT "places_coordinates" CHECK ("places"."latitude" between -90 and 90 and "places"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "pet_swipes" (
	"user_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"match_type" "match_type" NOT NULL,
	"liked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_swipes_user_id_match_type_pet_id_pk" PRIMARY KEY("user_id","match_type","pet_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_swipes" ADD CONSTRAINT "pet_swipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_swipes" ADD CONSTRAINT "pet_swipes_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin (patitas_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_swipes_user_likes_idx" ON "pet_swipes" USING btree ("user_id","created_at" DESC NULLS FIRST) WHERE "pet_swipes"."liked";--> statement-breakpoint
CREATE INDEX "pet_swipes_pet_idx" ON "pet_swipes" USING btree ("pet_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_place_created_idx" ON "pets" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pets"."is_active";