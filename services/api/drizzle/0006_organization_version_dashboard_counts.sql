CREATE TABLE "order_status_counts" (
	"organization_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_organization_id_status_pk" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_organization_role_status_idx" ON "members" USING btree ("organization_id","role","status","end_date");--> statement-breakpoint
-- The counts of the orders there already are.
INSERT INTO "order_status_counts" ("organization_id", "status", "count")
  SELECT "organization_id", "status", count(*)::int FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
-- One order moves from one count to another. Both rows change in one UPDATE, which locks them in
-- the primary key's order whatever the direction of the move, so two transactions moving orders
-- in opposite directions never wait on each other in a cycle.
CREATE FUNCTION "count_order_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "order_status_counts" ("organization_id", "status", "count")
      VALUES (NEW."organization_id", NEW."status", 0)
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "order_status_counts" SET "count" = "count" + 1
      WHERE "organization_id" = NEW."organization_id" AND "status" = NEW."status";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1
      WHERE "organization_id" = OLD."organization_id" AND "status" = OLD."status";
  ELSIF OLD."organization_id" = NEW."organization_id" THEN
    UPDATE "order_status_counts"
      SET "count" = "count" + CASE WHEN "status" = NEW."status" THEN 1 ELSE -1 END
      WHERE "organization_id" = NEW."organization_id" AND "status" IN (OLD."status", NEW."status");
  ELSE
    UPDATE "order_status_counts" SET "count" = "count" - 1
      WHERE "organization_id" = OLD."organization_id" AND "status" = OLD."status";
    UPDATE "order_status_counts" SET "count" = "count" + 1
      WHERE "organization_id" = NEW."organization_id" AND "status" = NEW."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_counted_on_insert_or_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "count_order_statuses"();--> statement-breakpoint
CREATE TRIGGER "orders_counted_on_move" AFTER UPDATE OF "status", "organization_id" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."organization_id" IS DISTINCT FROM NEW."organization_id")
  EXECUTE FUNCTION "count_order_statuses"();
