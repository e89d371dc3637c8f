-- Accounts from before versions were kept stay NULL: they are asked to accept the current versions at their next sign-in, rather than be taken to have accepted a text they never saw.
ALTER TABLE "accounts" ADD COLUMN "accepted_privacy_version" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "accepted_terms_version" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "policies_accepted_at" timestamp with time zone;
