ALTER TABLE "places" ADD COLUMN "access_level" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "access_note" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "access_point" jsonb;