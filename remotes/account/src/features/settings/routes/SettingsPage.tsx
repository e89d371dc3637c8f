import { useTranslation } from '@care/i18n';
import { Heading, Stack, Text } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { DeleteAccountButton } from '../../account-deletion/components/DeleteAccountButton';
import { DownloadMyDataButton } from '../../data-export/components/DownloadMyDataButton';
import { AppearanceSettings } from '../components/AppearanceSettings';
import { PushSetting } from '../components/PushSetting';

/**
 * `/settings`: appearance, push notifications in this browser, downloading one's own data and
 * deleting the account.
 */
export function SettingsPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader title={t('settings.title')} />
      <Stack as="section" aria-labelledby="appearance-title" gap="4">
        <Heading as="h2" size="md" id="appearance-title">
          {t('settings.appearance')}
        </Heading>
        <AppearanceSettings />
      </Stack>
      <Stack as="section" aria-labelledby="push-title" gap="4">
        <Heading as="h2" size="md" id="push-title">
          {t('settings.push.title')}
        </Heading>
        <PushSetting />
      </Stack>
      <Stack as="section" aria-labelledby="data-export-title" gap="3">
        <Heading as="h2" size="md" id="data-export-title">
          {t('dataExport.title')}
        </Heading>
        <Text color="fg.muted">{t('dataExport.intro')}</Text>
        <DownloadMyDataButton />
      </Stack>
      <Stack as="section" aria-labelledby="deletion-title" gap="3">
        <Heading as="h2" size="md" id="deletion-title">
          {t('deletion.title')}
        </Heading>
        <Text color="fg.muted">{t('deletion.intro')}</Text>
        <DeleteAccountButton />
      </Stack>
    </Stack>
  );
}
