import type { Outpost } from '@care/contracts/outpost';
import { Center, chakra } from '@care/ui';
import { resolveApiLink } from '@care/platform/upload';
import { useState } from 'react';

interface OutpostLogoProps {
  outpost: Pick<Outpost, 'logoUrl' | 'name'>;
  /** What the picture shows, e.g. 'Logo of Hospicjum Lipowa'. */
  alt: string;
  /** Its side in pixels. */
  size?: number;
}

/**
 * The outpost's logo through its signed link (an `<img>` sends no token; the signature lets it
 * in), or the first letter of its name when it has none or the link no longer loads.
 */
export function OutpostLogo({ outpost, alt, size = 64 }: OutpostLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const link = outpost.logoUrl ? resolveApiLink(outpost.logoUrl) : null;
  if (!link || failed === link) {
    return (
      <Center
        aria-hidden="true"
        width={`${size}px`}
        height={`${size}px`}
        flexShrink={0}
        borderRadius="md"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        colorPalette="teal"
        fontSize={`${Math.round(size / 2.5)}px`}
        fontWeight="semibold"
      >
        {outpost.name.trim().charAt(0).toLocaleUpperCase()}
      </Center>
    );
  }
  return (
    <chakra.img
      src={link}
      alt={alt}
      // Sizes in pixels: bare numbers would be read as the theme's spacing tokens.
      width={`${size}px`}
      height={`${size}px`}
      loading="lazy"
      flexShrink={0}
      borderRadius="md"
      objectFit="contain"
      onError={() => setFailed(link)}
    />
  );
}
