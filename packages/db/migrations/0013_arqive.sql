CREATE TABLE "arqive_event_attendees" (
	"event_id" text NOT NULL,
	"device_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arqive_event_attendees_event_id_device_id_pk" PRIMARY KEY("event_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "arqive_events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"realm_theme" text NOT NULL,
	"host_device" text NOT NULL,
	"host_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arqive_objects" (
	"room_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"emoji" text NOT NULL,
	"color" text NOT NULL,
	"position" jsonb NOT NULL,
	"rotation" jsonb NOT NULL,
	"scale" double precision NOT NULL,
	"theme" text NOT NULL,
	"text" text,
	"properties" jsonb NOT NULL,
	"grabbed_by" text,
	"created_by" text NOT NULL,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arqive_objects_room_id_id_pk" PRIMARY KEY("room_id","id")
);
--> statement-breakpoint
CREATE TABLE "arqive_ops" (
	"room_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"op" jsonb NOT NULL,
	CONSTRAINT "arqive_ops_room_id_seq_pk" PRIMARY KEY("room_id","seq")
);
--> statement-breakpoint
CREATE TABLE "arqive_presence" (
	"room_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"name" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"instance_id" text,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "arqive_presence_room_id_participant_id_pk" PRIMARY KEY("room_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "arqive_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"realm_theme" text NOT NULL,
	"max_participants" integer NOT NULL,
	"creator_device" text NOT NULL,
	"creator_name" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arqive_virtual_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"emoji" text NOT NULL,
	"position" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"message" text NOT NULL,
	"location_name" text,
	"scale" double precision NOT NULL,
	"creator_device" text NOT NULL,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arqive_event_attendees" ADD CONSTRAINT "arqive_event_attendees_event_id_arqive_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."arqive_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arqive_objects" ADD CONSTRAINT "arqive_objects_room_id_arqive_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."arqive_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arqive_ops" ADD CONSTRAINT "arqive_ops_room_id_arqive_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."arqive_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arqive_presence" ADD CONSTRAINT "arqive_presence_room_id_arqive_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."arqive_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arqive_events_host_idx" ON "arqive_events" USING btree ("host_device");--> statement-breakpoint
CREATE INDEX "arqive_events_start_idx" ON "arqive_events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "arqive_objects_creator_idx" ON "arqive_objects" USING btree ("room_id","created_by");--> statement-breakpoint
CREATE INDEX "arqive_presence_seen_idx" ON "arqive_presence" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "arqive_rooms_creator_idx" ON "arqive_rooms" USING btree ("creator_device");--> statement-breakpoint
CREATE INDEX "arqive_rooms_created_idx" ON "arqive_rooms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "arqive_virtual_objects_latlng_idx" ON "arqive_virtual_objects" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "arqive_virtual_objects_creator_idx" ON "arqive_virtual_objects" USING btree ("creator_device");