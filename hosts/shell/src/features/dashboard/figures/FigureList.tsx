import { Link as RouterLink } from '@care/platform/router';
import { chakra, Heading, Link, Stack } from '@care/ui';
import { useId } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: number;
  /** The list that shows the records counted, narrowed the same way. */
  to?: string;
}

/** A titled group of counts, as a description list: a screen reader reads each label with its count. */
export function FigureList({ title, figures }: { title: string; figures: Figure[] }) {
  const headingId = useId();
  return (
    <Stack gap="2" aria-labelledby={headingId} role="group">
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {title}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1">
        {figures.map((figure) => (
          <chakra.div key={figure.key} display="contents">
            <chakra.dt color="fg.muted">
              {figure.to ? (
                <Link asChild>
                  <RouterLink to={figure.to}>{figure.label}</RouterLink>
                </Link>
              ) : (
                figure.label
              )}
            </chakra.dt>
            <chakra.dd
              margin="0"
              textAlign="end"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              data-figure={figure.key}
            >
              {figure.value}
            </chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </Stack>
  );
}
