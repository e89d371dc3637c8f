import { Badge, Icon, VisuallyHidden } from '@chakra-ui/react';
import { badgeTextColor } from './contrast';
import { isTagIconName, tagIcons } from './icons';

/** The parts of a tag a badge shows; colours are 6 hex digits without '#'. */
export interface TagBadgeTag {
  name: string;
  abbr: string;
  color: string;
  textColor?: string | null;
  icon?: string | null;
}

export interface TagBadgeProps {
  tag: TagBadgeTag;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Shows the tag's own text colour even where it reads poorly: the tag form's preview, which
   * warns about it, follows the colours being chosen.
   */
  asChosen?: boolean;
}

/**
 * A tag as members and lists show it: its colours, icon and abbreviation. The full
 * name is the tooltip, and a screen reader announces it after the abbreviation. A text
 * colour too close to the background gives way to black or white.
 */
export function TagBadge({ tag, size = 'md', asChosen = false }: TagBadgeProps) {
  const textColor =
    asChosen && tag.textColor ? tag.textColor : badgeTextColor(tag.color, tag.textColor);
  const TagIcon = isTagIconName(tag.icon) ? tagIcons[tag.icon] : undefined;
  return (
    <Badge size={size} title={tag.name} bg={`#${tag.color}`} color={`#${textColor}`} gap="1">
      {TagIcon && (
        <Icon aria-hidden="true" boxSize="1em">
          <TagIcon />
        </Icon>
      )}
      {tag.abbr}
      <VisuallyHidden>, {tag.name}</VisuallyHidden>
    </Badge>
  );
}
