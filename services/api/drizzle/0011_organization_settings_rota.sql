CREATE TABLE "on_call_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_call_shifts_ends_after_start" CHECK ("on_call_shifts"."ends_at" > "on_call_shifts"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "accept_within_hours" integer DEFAULT 4;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "assign_within_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "handle_by_preferred_date" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'Europe/Warsaw' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "on_call_shifts" ADD CONSTRAINT "on_call_shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_shifts" ADD CONSTRAINT "on_call_shifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_call_shifts_organization_start_idx" ON "on_call_shifts" USING btree ("organization_id","starts_at","id");