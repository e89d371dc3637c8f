DROP INDEX "audit_events_entity_idx";--> statement-breakpoint
DROP INDEX "audit_events_organization_idx";--> statement-breakpoint
CREATE INDEX "audit_events_organization_entity_idx" ON "audit_events" USING btree ("organization_id","entity","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_entity_id_idx" ON "audit_events" USING btree ("entity_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_organization_idx" ON "audit_events" USING btree ("organization_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);