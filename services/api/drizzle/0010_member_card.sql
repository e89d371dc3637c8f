CREATE TYPE "public"."form_of_address" AS ENUM('PAN', 'PANI');--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "form_of_address" "form_of_address";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "care_notes" text;