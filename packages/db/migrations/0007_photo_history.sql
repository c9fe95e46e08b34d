-- Place photos keep every uploaded version (one active), so an audited upload or removal can be
-- reverted. Hand-ordered: the files get their photo's version before they are keyed by it.
ALTER TABLE "place_photo_files" DROP CONSTRAINT "place_photo_files_place_id_place_photos_place_id_fk";--> statement-breakpoint
ALTER TABLE "place_photo_files" DROP CONSTRAINT "place_photo_files_place_id_width_format_pk";--> statement-breakpoint
ALTER TABLE "place_photos" DROP CONSTRAINT "place_photos_pkey";--> statement-breakpoint
ALTER TABLE "place_photo_files" ADD COLUMN "version" text;--> statement-breakpoint
UPDATE "place_photo_files" SET "version" = "place_photos"."version" FROM "place_photos" WHERE "place_photos"."place_id" = "place_photo_files"."place_id";--> statement-breakpoint
ALTER TABLE "place_photo_files" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "place_photos" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "place_photo_files" ADD CONSTRAINT "place_photo_files_place_id_version_width_format_pk" PRIMARY KEY("place_id","version","width","format");--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_place_id_version_pk" PRIMARY KEY("place_id","version");--> statement-breakpoint
ALTER TABLE "place_photo_files" ADD CONSTRAINT "place_photo_files_photo_fk" FOREIGN KEY ("place_id","version") REFERENCES "public"."place_photos"("place_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_photos_active_idx" ON "place_photos" USING btree ("place_id") WHERE "place_photos"."active";
