CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"organization_id" uuid,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"operators" boolean DEFAULT false NOT NULL,
	"account_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_occurred_at_idx" ON "live_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "members_organization_role_status_idx" ON "members" USING btree ("organization_id","role","status","end_date");