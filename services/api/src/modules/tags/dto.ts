import type { StoredTag, Tag } from '@care/contracts';
import type { tags } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;

/** A tag as members carry it (spec §3). */
export function toTag(tag: TagRow): Tag {
  return {
    id: tag.id,
    name: tag.name,
    abbr: tag.abbr,
    ...(tag.description === null ? {} : { description: tag.description }),
    color: tag.color,
    textColor: tag.textColor,
    icon: tag.icon,
  };
}

/** A tag as the tags endpoints answer it: always stored, so with its id and version. */
export function toStoredTag(tag: TagRow): StoredTag {
  return { ...toTag(tag), id: tag.id, version: tag.version };
}
