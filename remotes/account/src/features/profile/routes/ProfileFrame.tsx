import { useTranslation } from '@care/i18n';
import { Stack } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import type { ReactNode } from 'react';
import { ProfileNav } from '../components/ProfileNav';

/** The profile's pages share a title and the links between them. */
export function ProfileFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('profile.title')} />
      <ProfileNav />
      {children}
    </Stack>
  );
}
