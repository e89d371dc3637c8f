ALTER TABLE "members" ADD COLUMN "home_outpost_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_home_outpost_id_outposts_id_fk" FOREIGN KEY ("home_outpost_id") REFERENCES "public"."outposts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_home_outpost_idx" ON "members" USING btree ("home_outpost_id");