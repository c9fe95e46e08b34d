CREATE TABLE "pois" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"canton" text,
	"address" text,
	"locality" text,
	"opening_hours" text,
	"website" text,
	"phone" text,
	"wheelchair" text,
	"cuisine" text,
	"stars" text,
	"brand" text,
	"explorer_place_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pois_dataset_source_idx" ON "pois" USING btree ("dataset","source");