CREATE TABLE "order_openings" (
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_openings_order_id_account_id_pk" PRIMARY KEY("order_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "order_openings" ADD CONSTRAINT "order_openings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_openings" ADD CONSTRAINT "order_openings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_openings_account_idx" ON "order_openings" USING btree ("account_id");