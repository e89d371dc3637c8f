ALTER TABLE "orders" ADD COLUMN "staffed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "staffed" = true WHERE EXISTS (
  SELECT 1 FROM "order_assistants" WHERE "order_assistants"."order_id" = "orders"."id"
    AND "order_assistants"."status" = 'ACCEPTED'
);--> statement-breakpoint
-- An order is staffed while at least one of its assistants has accepted it. Every change of an
-- order's assistants (asked, accepted, declined, taken off, put back) sets it again from the
-- assistants themselves, whichever code or statement made the change.
CREATE FUNCTION "orders_staffed_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "staffed" = EXISTS (
    SELECT 1 FROM "order_assistants"
    WHERE "order_assistants"."order_id" = "orders"."id" AND "order_assistants"."status" = 'ACCEPTED'
  )
  WHERE "orders"."id" IN (
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."order_id" END,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."order_id" END
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_assistants_staffed" AFTER INSERT OR UPDATE OR DELETE ON "order_assistants" FOR EACH ROW EXECUTE FUNCTION "orders_staffed_sync"();--> statement-breakpoint
CREATE INDEX "orders_unstaffed_idx" ON "orders" USING btree ("organization_id","accepted_at","preferred_date") WHERE "orders"."status" = 'ACCEPTED' and not "orders"."staffed";
