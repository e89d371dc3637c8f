CREATE TYPE "public"."outpost_type" AS ENUM('HOSPICE_INPATIENT', 'HOSPICE_HOME', 'DAY_CARE', 'OUTPATIENT_CLINIC', 'OFFICE');--> statement-breakpoint
CREATE TABLE "outposts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "outpost_type" NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"website" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" jsonb,
	"logo_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outposts" ADD CONSTRAINT "outposts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outposts_organization_name_unique" ON "outposts" USING btree ("organization_id",lower("name"));