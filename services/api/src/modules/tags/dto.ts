import type { StoredTag, Tag } from '@care/contracts';
import type { tags } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;

/** What a member carries of each of its tags. */
export type MemberTagRow = Pick<
  TagRow,
  'id' | 'name' | 'abbr' | 'description' | 'color' | 'textColor' | 'icon'
>;

/** A tag as members carry it: its look and its name, not its version. */
export function toTag(tag: MemberTagRow): Tag {
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
