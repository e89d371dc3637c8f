-- One folding for every search (src/db/search.ts folded()): the stored side (members' search_text,
-- the name-order indexes, member_search_names) used two letter tables, so a letter in one but not
-- the other (ø, đ, ı, ā, …) was found on one page and not on another. Re-creating search_text drops
-- its trigram index with it, which is re-created here too.
DROP INDEX "members_organization_last_name_idx";--> statement-breakpoint
DROP INDEX "members_organization_first_name_idx";--> statement-breakpoint
ALTER TABLE "members" drop column "search_text";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(first_name || ' ' || last_name || ' ' || account_email, 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_search_text_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_organization_last_name_idx" ON "members" USING btree ("organization_id",lower(translate("last_name", 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz')),"id");--> statement-breakpoint
CREATE INDEX "members_organization_first_name_idx" ON "members" USING btree ("organization_id",lower(translate("first_name", 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz')),"id");--> statement-breakpoint
-- The stored folded names of members (schema.ts memberSearchNames), written by the same folding from
-- now on, and re-folded where the old table folded a letter otherwise.
CREATE OR REPLACE FUNCTION "member_search_names_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_search_names" ("member_id", "organization_id", "role", "name")
	VALUES (NEW.id, NEW.organization_id, NEW.role, lower(translate(NEW.first_name || ' ' || NEW.last_name, 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz')))
	ON CONFLICT ("member_id") DO UPDATE
	SET "organization_id" = EXCLUDED."organization_id", "role" = EXCLUDED."role", "name" = EXCLUDED."name";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_search_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_search_names" ("member_id", "organization_id", "role", "name")
	SELECT "id", "organization_id", "role", lower(translate("first_name" || ' ' || "last_name", 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz'))
	FROM "added_members"
	ON CONFLICT ("member_id") DO UPDATE
	SET "organization_id" = EXCLUDED."organization_id", "role" = EXCLUDED."role", "name" = EXCLUDED."name";
	RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "member_search_names" SET "name" = lower(translate("members"."first_name" || ' ' || "members"."last_name", 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz'))
FROM "members"
WHERE "members"."id" = "member_search_names"."member_id"
	AND "member_search_names"."name" <> lower(translate("members"."first_name" || ' ' || "members"."last_name", 'ąĄćĆęĘłŁńŃóÓśŚźżŹŻàáâãäåāăÀÁÂÃÄÅĀĂçĉċčÇĈĊČďđĎĐèéêëēĕėěÈÉÊËĒĔĖĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀĹĻĽĿñņňÑŅŇòôõöøōŏőÒÔÕÖØŌŎŐŕŗřŔŖŘŝşšșŜŞŠȘţťŧțŢŤŦȚùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶžŽ', 'aacceellnnoosszzzzaaaaaaaaaaaaaaaaccccccccddddeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnoooooooooooooooorrrrrrssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzz'));
