CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"count" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"sustainability_focus" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_key" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "category_translations_category_key_lang_pk" PRIMARY KEY("category_key","lang")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_key_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."categories"("key") ON DELETE cascade ON UPDATE no action;