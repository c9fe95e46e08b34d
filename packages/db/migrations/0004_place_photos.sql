CREATE TABLE "place_photo_files" (
	"place_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "place_photo_files_place_id_width_format_pk" PRIMARY KEY("place_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "place_photos" (
	"place_id" text PRIMARY KEY NOT NULL,
	"credit" text NOT NULL,
	"licence" text NOT NULL,
	"version" text NOT NULL,
	"widths" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_photo_files" ADD CONSTRAINT "place_photo_files_place_id_place_photos_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place_photos"("place_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;