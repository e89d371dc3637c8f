import { Box, Heading, Skeleton, Stack, Text } from '@care/ui';
import { useId, type ReactNode } from 'react';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';

/*
 * The dashboard's parts that hold no figures. The page and the copy of it that the panel's page
 * paints before any script runs (DashboardPlaceholder) are made of the same parts, so they lie on
 * the same pixels and nothing moves when the panel takes over.
 */

export function DashboardStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="8" maxW="7xl">
      {children}
    </Stack>
  );
}

export interface DashboardHeaderProps {
  /** The user's first name; its place is held until the account is known. */
  firstName?: string;
  /** What the page is for (DashboardIntro), shown to whoever operates an organization. */
  intro?: ReactNode;
}

export function DashboardHeader({ firstName, intro }: DashboardHeaderProps) {
  const { t } = useShellTranslation();
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {firstName === undefined ? (
          <Skeleton as="span" display="inline-block" height="1em" width="12ch" />
        ) : (
          t('dashboard.greeting', { name: firstName })
        )}
      </Heading>
      {intro}
    </Stack>
  );
}

export function DashboardIntro() {
  const { t } = useShellTranslation();
  return <Text color="fg.muted">{t('dashboard.intro')}</Text>;
}

/** The section of the organizations the user operates. */
export function OrganizationsSection({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {t('dashboard.organizations')}
      </Heading>
      {children}
    </Box>
  );
}
