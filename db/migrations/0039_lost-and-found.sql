CREATE TYPE "public"."found_state" AS ENUM('keeping', 'seen');--> statement-breakpoint
CREATE TYPE "public"."lost_alert_job_state" AS ENUM('pending', 'running', 'done');--> statement-breakpoint
CREATE TYPE "public"."lost_case_kind" AS ENUM('lost', 'found');--> statement-breakpoint
CREATE TYPE "public"."lost_case_status" AS ENUM('open', 'reunited', 'expired', 'removed');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lost_nearby';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lost_sighting';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lost_match';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lost_reunited';--> statement-breakpoint
ALTER TYPE "public"."report_content_type" ADD VALUE 'lost_case';--> statement-breakpoint
CREATE TABLE "lost_alert_daily_counts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lost_alert_daily_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "lost_alert_deliveries" (
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_alert_deliveries_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lost_alert_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"state" "lost_alert_job_state" DEFAULT 'pending' NOT NULL,
	"cursor" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lost_alerts_on" boolean DEFAULT false NOT NULL,
	"lost_alert_radius_km" smallint DEFAULT 5 NOT NULL,
	"lost_alert_place" text DEFAULT 'profile' NOT NULL,
	"lost_alert_lat" double precision,
	"lost_alert_lng" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_alert_radius" CHECK ("lost_alert_preferences"."lost_alert_radius_km" in (1, 5, 10, 25)),
	CONSTRAINT "lost_alert_place" CHECK ("lost_alert_preferences"."lost_alert_place" in ('profile', 'device')),
	CONSTRAINT "lost_alert_device_point" CHECK ("lost_alert_preferences"."lost_alert_place" = 'profile' or ("lost_alert_preferences"."lost_alert_lat" is not null and "lost_alert_preferences"."lost_alert_lng" is not null))
);
--> statement-breakpoint
CREATE TABLE "lost_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "lost_case_kind" NOT NULL,
	"found_state" "found_state",
	"pet_id" uuid,
	"name" text,
	"species" "species" NOT NULL,
	"sex" "pet_gender",
	"size" "pet_size",
	"colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"colour_notes" text,
	"description" text NOT NULL,
	"photos" text[] NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"place_id" integer NOT NULL,
	"neighbourhood" text,
	"exact_lat" double precision,
	"exact_lng" double precision,
	"public_lat" double precision NOT NULL,
	"public_lng" double precision NOT NULL,
	"reward_text" text,
	"reward_cents" integer,
	"phone" text,
	"status" "lost_case_status" DEFAULT 'open' NOT NULL,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lost_cases_found_state" CHECK (("lost_cases"."kind" = 'found') = ("lost_cases"."found_state" is not null)),
	CONSTRAINT "lost_cases_photos" CHECK (coalesce(array_length("lost_cases"."photos", 1), 0) between 1 and 6),
	CONSTRAINT "lost_cases_colours" CHECK ("lost_cases"."colours" <@ array['black', 'white', 'brown', 'grey', 'golden', 'cream', 'orange', 'tabby', 'spotted', 'brindle', 'tricolour']::text[]),
	CONSTRAINT "lost_cases_exact_point" CHECK (("lost_cases"."exact_lat" is null) = ("lost_cases"."exact_lng" is null)),
	CONSTRAINT "lost_cases_reward_cents" CHECK ("lost_cases"."reward_cents" is null or "lost_cases"."reward_cents" between 0 and 100000000),
	CONSTRAINT "lost_cases_closed" CHECK (("lost_cases"."status" = 'open') = ("lost_cases"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lost_sightings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"place_id" integer NOT NULL,
	"public_lat" double precision NOT NULL,
	"public_lng" double precision NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_sightings_note_length" CHECK (length("lost_sightings"."note") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lost_case_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lost_case_id" uuid;--> statement-breakpoint
ALTER TABLE "lost_alert_daily_counts" ADD CONSTRAINT "lost_alert_daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_alert_deliveries" ADD CONSTRAINT "lost_alert_deliveries_case_id_lost_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."lost_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_alert_deliveries" ADD CONSTRAINT "lost_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_alert_jobs" ADD CONSTRAINT "lost_alert_jobs_case_id_lost_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."lost_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_alert_preferences" ADD CONSTRAINT "lost_alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_cases" ADD CONSTRAINT "lost_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_cases" ADD CONSTRAINT "lost_cases_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_cases" ADD CONSTRAINT "lost_cases_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sightings" ADD CONSTRAINT "lost_sightings_case_id_lost_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."lost_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sightings" ADD CONSTRAINT "lost_sightings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sightings" ADD CONSTRAINT "lost_sightings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lost_alert_deliveries_user_idx" ON "lost_alert_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lost_alert_jobs_case_idx" ON "lost_alert_jobs" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "lost_alert_jobs_pending_idx" ON "lost_alert_jobs" USING btree ("created_at","id") WHERE "lost_alert_jobs"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "lost_alert_device_point_idx" ON "lost_alert_preferences" USING btree ("lost_alert_lat","lost_alert_lng") WHERE "lost_alert_preferences"."lost_alerts_on" and "lost_alert_preferences"."lost_alert_place" = 'device';--> statement-breakpoint
CREATE INDEX "lost_cases_place_open_idx" ON "lost_cases" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "lost_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lost_cases_match_idx" ON "lost_cases" USING btree ("kind","species","public_lat","public_lng") WHERE "lost_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lost_cases_point_open_idx" ON "lost_cases" USING btree ("public_lat","public_lng") WHERE "lost_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lost_cases_created_idx" ON "lost_cases" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_cases_open_created_idx" ON "lost_cases" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "lost_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lost_cases_user_created_idx" ON "lost_cases" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_cases_pet_idx" ON "lost_cases" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "lost_sightings_case_created_idx" ON "lost_sightings" USING btree ("case_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_sightings_author_idx" ON "lost_sightings" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_lost_case_id_lost_cases_id_fk" FOREIGN KEY ("lost_case_id") REFERENCES "public"."lost_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lost_case_id_lost_cases_id_fk" FOREIGN KEY ("lost_case_id") REFERENCES "public"."lost_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_lost_case_idx" ON "messages" USING btree ("lost_case_id") WHERE "messages"."lost_case_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_lost_case_idx" ON "notifications" USING btree ("lost_case_id");