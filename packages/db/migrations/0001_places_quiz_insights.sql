CREATE TABLE "insights" (
	"id" text PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_translations" (
	"place_id" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"full_description" text,
	"facts" jsonb NOT NULL,
	"insights_old_vs_new" text NOT NULL,
	"public_transit_tip" text NOT NULL,
	"seasonality_note" text NOT NULL,
	"low_impact_activity" text NOT NULL,
	"extras" jsonb NOT NULL,
	CONSTRAINT "place_translations_place_id_lang_pk" PRIMARY KEY("place_id","lang")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"canton" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"elevation" integer,
	"founded_year" integer,
	"best_seasons" jsonb NOT NULL,
	"unesco_site" boolean NOT NULL,
	"protected_area" boolean NOT NULL,
	"transit_access" text NOT NULL,
	"seasonality_pressure" text NOT NULL,
	"sustainability_score" integer NOT NULL,
	"nearest_station" text,
	"official_url" text,
	"image_url" text,
	"image_credit" text,
	"sources" jsonb NOT NULL,
	"admin_edited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"place_id" text,
	"correct" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_translations" ADD CONSTRAINT "place_translations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_category_idx" ON "places" USING btree ("category_key");