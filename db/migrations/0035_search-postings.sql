CREATE TABLE "search_postings" (
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "search_postings_pkey" PRIMARY KEY("kind","word","created_at","id"),
	CONSTRAINT "search_postings_kind" CHECK ("search_postings"."kind" in ('pet', 'user'))
);
