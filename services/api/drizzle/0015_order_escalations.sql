CREATE TYPE "public"."order_attention_reason" AS ENUM('NOT_ACCEPTED', 'NOT_ASSIGNED', 'PAST_PREFERRED_DATE');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ORDER_OVERDUE';--> statement-breakpoint
CREATE TABLE "order_escalations" (
	"order_id" uuid NOT NULL,
	"reason" "order_attention_reason" NOT NULL,
	"step" integer NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_escalations_order_id_reason_step_pk" PRIMARY KEY("order_id","reason","step"),
	CONSTRAINT "order_escalations_step" CHECK ("order_escalations"."step" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "order_escalations" ADD CONSTRAINT "order_escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;