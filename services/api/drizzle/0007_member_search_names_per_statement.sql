-- A member added writes its folded name for search with the statement that adds it, not one row
-- at a time: an import adds thousands of members in one statement, and a trigger per row ran a
-- function and an insert for each. Renames, role and organization changes stay per row.
CREATE FUNCTION "member_search_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_search_names" ("member_id", "organization_id", "role", "name")
	SELECT "id", "organization_id", "role", translate(lower("first_name" || ' ' || "last_name"), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻàáâãäåèéêëìíîïòôõöùúûüýÿçñčďěňřšťůžÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÔÕÖÙÚÛÜÝÇÑČĎĚŇŘŠŤŮŽ', 'acelnoszzacelnoszzaaaaaaeeeeiiiioooouuuuyycncdenrstuzaaaaaaeeeeiiiioooouuuuycncdenrstuz')
	FROM "added_members"
	ON CONFLICT ("member_id") DO UPDATE
	SET "organization_id" = EXCLUDED."organization_id", "role" = EXCLUDED."role", "name" = EXCLUDED."name";
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "members_search_name" ON "members";--> statement-breakpoint
CREATE TRIGGER "members_search_name_added" AFTER INSERT ON "members" REFERENCING NEW TABLE AS "added_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_search_names_add"();--> statement-breakpoint
CREATE TRIGGER "members_search_name_changed" AFTER UPDATE OF "first_name", "last_name", "role", "organization_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "member_search_names_write"();
