CREATE TABLE "photo_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"title" text NOT NULL,
	"page_url" text NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime" text NOT NULL,
	"author" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text,
	"attribution" text,
	"origin" text NOT NULL,
	"distance_m" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_photos" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "place_photos" ADD COLUMN "licence_url" text;--> statement-breakpoint
ALTER TABLE "photo_candidates" ADD CONSTRAINT "photo_candidates_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_candidates_place_title_idx" ON "photo_candidates" USING btree ("place_id","title");--> statement-breakpoint
CREATE INDEX "photo_candidates_status_idx" ON "photo_candidates" USING btree ("status","place_id");