ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Orders accepted before the column existed: the time of their acceptance's audit event, or,
-- for one without such an event, its last change (which came at or after the acceptance).
UPDATE "orders" SET "accepted_at" = coalesce(
  (SELECT min(event."occurred_at") FROM "audit_events" event
    WHERE event."entity" = 'order' AND event."entity_id" = "orders"."id"
      AND event."action" = 'accepted'),
  CASE WHEN "orders"."status" IN ('ACCEPTED', 'IN_PROGRESS', 'HANDLED') THEN "orders"."updated_at" END
);--> statement-breakpoint
CREATE INDEX "orders_new_created_idx" ON "orders" USING btree ("organization_id","created_at") WHERE "orders"."status" = 'NEW';--> statement-breakpoint
CREATE INDEX "orders_accepted_at_idx" ON "orders" USING btree ("organization_id","accepted_at","id","preferred_date") WHERE "orders"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "orders_open_preferred_idx" ON "orders" USING btree ("organization_id","preferred_date") WHERE "orders"."status" in ('ACCEPTED', 'IN_PROGRESS') and "orders"."preferred_date" is not null;