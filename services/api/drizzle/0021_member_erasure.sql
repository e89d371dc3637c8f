ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "inactive_member_retention_months" integer DEFAULT 24;--> statement-breakpoint
CREATE INDEX "members_erasure_due_idx" ON "members" USING btree ("organization_id","end_date") WHERE "members"."erased_at" is null and "members"."end_date" is not null;