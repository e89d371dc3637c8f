ALTER TABLE "orders" ADD COLUMN "preferred_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferred_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_preferred_window_whole" CHECK (("orders"."preferred_from" is null) = ("orders"."preferred_to" is null));