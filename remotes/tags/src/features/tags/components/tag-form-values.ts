import type { StoredTag, TagCreate } from '@care/contracts/tag';
import { readableTextColor } from '@care/ui/panel';

/** What a new tag starts with: a calm blue with white text and no icon yet. */
export const emptyTagFormValues: TagCreate = {
  name: '',
  abbr: '',
  description: '',
  color: '2b6cb0',
  textColor: 'ffffff',
  icon: '',
};

/** A stored tag as the edit form shows it; the form asks for what the stored tag lacks. */
export function tagFormValues(tag: StoredTag): TagCreate {
  return {
    name: tag.name,
    abbr: tag.abbr,
    description: tag.description ?? '',
    color: tag.color,
    textColor: tag.textColor ?? readableTextColor(tag.color),
    icon: tag.icon ?? '',
  };
}
