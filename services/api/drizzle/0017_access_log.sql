CREATE TYPE "public"."access_log_kind" AS ENUM('MEMBER_CARD', 'MEMBER_LIST', 'ORDER', 'ORDER_LIST', 'ACCEPTANCES');--> statement-breakpoint
CREATE TABLE "access_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reader_account_id" uuid NOT NULL,
	"kind" "access_log_kind" NOT NULL,
	"record_id" uuid,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "access_log_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "access_log_entries_member_idx" ON "access_log_entries" USING btree ("member_id","read_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "access_log_entries_organization_read_idx" ON "access_log_entries" USING btree ("organization_id","read_at");--> statement-breakpoint
-- The access log is append-only: no entry is ever changed, and entries go only when the
-- retention job deletes those past their organization's retention, in a transaction that said
-- so with set_config('care.access_log_retention', 'on', true) (local to that transaction).
CREATE FUNCTION "access_log_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('care.access_log_retention', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'access_log_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_log_entries_no_update" BEFORE UPDATE ON "access_log_entries" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "access_log_entries_no_delete" BEFORE DELETE ON "access_log_entries" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "access_log_entries_no_truncate" BEFORE TRUNCATE ON "access_log_entries" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_entries_append_only"();
