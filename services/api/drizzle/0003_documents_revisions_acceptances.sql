CREATE TYPE "public"."document_publish_state" AS ENUM('DRAFT', 'PUBLISHED', 'UNPUBLISHED');--> statement-breakpoint
CREATE TABLE "document_acceptances" (
	"document_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"account_id" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_acceptances_document_id_member_id_pk" PRIMARY KEY("document_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_revision_id" uuid NOT NULL,
	"previous_document_id" uuid,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"needs_acceptance" boolean DEFAULT false NOT NULL,
	"publish_state" "document_publish_state" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone,
	"created_by_account_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_revision_links" CHECK ("documents"."revision" >= 1 and ("documents"."previous_document_id" is null) = ("documents"."revision" = 1) and ("documents"."revision" > 1 or "documents"."first_revision_id" = "documents"."id")),
	CONSTRAINT "documents_publish_moments" CHECK (("documents"."publish_state" = 'DRAFT') = ("documents"."published_at" is null) and ("documents"."publish_state" = 'UNPUBLISHED') = ("documents"."unpublished_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_first_revision_id_documents_id_fk" FOREIGN KEY ("first_revision_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_previous_document_id_documents_id_fk" FOREIGN KEY ("previous_document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_acceptances_member_idx" ON "document_acceptances" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_revision_unique" ON "documents" USING btree ("first_revision_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_previous_unique" ON "documents" USING btree ("previous_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_published_per_document" ON "documents" USING btree ("first_revision_id") WHERE "documents"."publish_state" = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_draft_per_document" ON "documents" USING btree ("first_revision_id") WHERE "documents"."publish_state" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "documents_organization_updated_idx" ON "documents" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);