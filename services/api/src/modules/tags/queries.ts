import type { TagUpdate } from '@care/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { tags } from '../../db/schema';

const tagsOfOrganization = preparedQuery((db) =>
  db
    .select()
    .from(tags)
    .where(eq(tags.organizationId, sql.placeholder('organizationId')))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .prepare('tags_of_organization'),
);

/** Every tag of an organization, by name in any case; ties by id so the order never wobbles. */
export function listTags(db: Database, organizationId: string) {
  return tagsOfOrganization(db).execute({ organizationId });
}

/** A tag only through its organization: another organization's id finds nothing. */
const tagOf = (db: Database) =>
  db
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.id, sql.placeholder('tagId')),
        eq(tags.organizationId, sql.placeholder('organizationId')),
      ),
    );
const tagById = preparedQuery((db) => tagOf(db).prepare('tag_by_id'));
const tagByIdLocked = preparedQuery((db) =>
  tagOf(db).for('update').prepare('tag_by_id_for_update'),
);

export async function findTag(db: Database, organizationId: string, tagId: string) {
  const [tag] = await tagById(db).execute({ organizationId, tagId });
  return tag ?? null;
}

/** The tag, locked until the transaction ends, so concurrent writers take turns. */
export async function lockTag(tx: Database, organizationId: string, tagId: string) {
  const [tag] = await tagByIdLocked(tx).execute({ organizationId, tagId });
  return tag ?? null;
}

// Text columns all: the values go as they are, no column encoding to miss.
const tagUpdate = preparedQuery((db) =>
  db
    .update(tags)
    .set({
      name: sql`${sql.placeholder('name')}`,
      abbr: sql`${sql.placeholder('abbr')}`,
      description: sql`${sql.placeholder('description')}`,
      color: sql`${sql.placeholder('color')}`,
      textColor: sql`${sql.placeholder('textColor')}`,
      icon: sql`${sql.placeholder('icon')}`,
      version: sql`${tags.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(tags.id, sql.placeholder('tagId')))
    .returning()
    .prepare('tag_update'),
);

/** Writes every field of the tag (an update names them all) with a new version. */
export async function updateTag(tx: Database, tagId: string, input: TagUpdate) {
  const { name, abbr, description, color, textColor, icon } = input;
  return tagUpdate(tx).execute({ tagId, name, abbr, description, color, textColor, icon });
}
