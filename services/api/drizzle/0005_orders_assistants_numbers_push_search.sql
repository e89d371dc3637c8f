CREATE TYPE "public"."order_assistant_status" AS ENUM('NOTIFIED', 'ACCEPTED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('NEW', 'ACCEPTED', 'IN_PROGRESS', 'HANDLED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."order_type" AS ENUM('VISIT', 'EQUIPMENT', 'TRANSPORT', 'CONSULTATION', 'OTHER');--> statement-breakpoint
CREATE TABLE "member_search_names" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_assistants" (
	"order_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "order_assistant_status" DEFAULT 'NOTIFIED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_assistants_order_id_member_id_pk" PRIMARY KEY("order_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"organization_id" uuid NOT NULL,
	"type" "order_type" NOT NULL,
	"status" "order_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_counts_organization_id_type_status_pk" PRIMARY KEY("organization_id","type","status")
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "order_number_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"beneficiary_member_id" uuid NOT NULL,
	"number_year" integer NOT NULL,
	"number_sequence" integer NOT NULL,
	"type" "order_type" NOT NULL,
	"description" text NOT NULL,
	"preferred_date" timestamp with time zone,
	"address" text,
	"status" "order_status" DEFAULT 'NEW' NOT NULL,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"notification_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_notification_id_device_id_pk" PRIMARY KEY("notification_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "language" text DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_search_names" ADD CONSTRAINT "member_search_names_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assistants" ADD CONSTRAINT "order_assistants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assistants" ADD CONSTRAINT "order_assistants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_counters" ADD CONSTRAINT "order_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_beneficiary_member_id_members_id_fk" FOREIGN KEY ("beneficiary_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_search_names_organization_idx" ON "member_search_names" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "order_assistants_member_idx" ON "order_assistants" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_organization_created_idx" ON "orders" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_organization_status_created_idx" ON "orders" USING btree ("organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_organization_number_unique" ON "orders" USING btree ("organization_id","number_year","number_sequence");--> statement-breakpoint
CREATE INDEX "orders_organization_preferred_idx" ON "orders" USING btree ("organization_id","preferred_date","id");--> statement-breakpoint
CREATE INDEX "orders_beneficiary_status_idx" ON "orders" USING btree ("beneficiary_member_id","organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "push_deliveries_device_idx" ON "push_deliveries" USING btree ("device_id");--> statement-breakpoint
-- Members' names folded for search (src/db/search.ts folded(); schema.ts memberSearchNames),
-- written whenever a member is added or its name, role or organization changes.
CREATE FUNCTION "member_search_names_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_search_names" ("member_id", "organization_id", "role", "name")
	VALUES (NEW.id, NEW.organization_id, NEW.role, translate(lower(NEW.first_name || ' ' || NEW.last_name), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻàáâãäåèéêëìíîïòôõöùúûüýÿçñčďěňřšťůžÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÔÕÖÙÚÛÜÝÇÑČĎĚŇŘŠŤŮŽ', 'acelnoszzacelnoszzaaaaaaeeeeiiiioooouuuuyycncdenrstuzaaaaaaeeeeiiiioooouuuuycncdenrstuz'))
	ON CONFLICT ("member_id") DO UPDATE
	SET "organization_id" = EXCLUDED."organization_id", "role" = EXCLUDED."role", "name" = EXCLUDED."name";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_search_name" AFTER INSERT OR UPDATE OF "first_name", "last_name", "role", "organization_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "member_search_names_write"();--> statement-breakpoint
INSERT INTO "member_search_names" ("member_id", "organization_id", "role", "name")
SELECT "id", "organization_id", "role", translate(lower("first_name" || ' ' || "last_name"), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻàáâãäåèéêëìíîïòôõöùúûüýÿçñčďěňřšťůžÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÔÕÖÙÚÛÜÝÇÑČĎĚŇŘŠŤŮŽ', 'acelnoszzacelnoszzaaaaaaeeeeiiiioooouuuuyycncdenrstuzaaaaaaeeeeiiiioooouuuuycncdenrstuz') FROM "members";
--> statement-breakpoint
-- Orders per organization, type and status (schema.ts orderCounts), changed by the statement that
-- changes the orders. Counter rows are taken in one order, so concurrent writers never deadlock.
CREATE FUNCTION "order_counts_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "order_counts" ("organization_id", "type", "status", "count")
		SELECT "organization_id", "type", "status", count(*) FROM new_rows
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("organization_id", "type", "status") DO UPDATE SET "count" = "order_counts"."count" + EXCLUDED."count";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "order_counts" ("organization_id", "type", "status", "count")
		SELECT "organization_id", "type", "status", -count(*) FROM old_rows
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("organization_id", "type", "status") DO UPDATE SET "count" = "order_counts"."count" + EXCLUDED."count";
	ELSE
		INSERT INTO "order_counts" ("organization_id", "type", "status", "count")
		SELECT "organization_id", "type", "status", sum("change") FROM (
			SELECT "organization_id", "type", "status", 1 AS "change" FROM new_rows
			UNION ALL
			SELECT "organization_id", "type", "status", -1 AS "change" FROM old_rows
		) AS "changes"
		GROUP BY 1, 2, 3 HAVING sum("change") <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("organization_id", "type", "status") DO UPDATE SET "count" = "order_counts"."count" + EXCLUDED."count";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_counted_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_write"();--> statement-breakpoint
CREATE TRIGGER "orders_counted_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_write"();--> statement-breakpoint
CREATE TRIGGER "orders_counted_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_write"();
