import { useRuntimeConfig } from '@care/host-kit';
import { Button, CenteredPage, HStack, MobileAppIcon, Text } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

/** Where mobile-app users are sent: the panel is for operators. */
export function MobilePage() {
  const { t } = useShellTranslation();
  const stores = useRuntimeConfig()?.mobileApps;
  // Only the stores this deployment names: a link to nowhere would be worse than none.
  const links = [
    { url: stores?.appStoreUrl, label: t('mobile.appStore') },
    { url: stores?.googlePlayUrl, label: t('mobile.googlePlay') },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url));
  return (
    <CenteredPage title={t('mobile.title')} header={<MobileAppIcon size={32} aria-hidden="true" />}>
      <Text>{t('mobile.body')}</Text>
      {links.length > 0 && (
        <HStack as="nav" aria-label={t('mobile.stores')} gap="3" wrap="wrap" justify="center">
          {links.map(({ url, label }) => (
            <Button key={url} asChild>
              <a href={url} target="_blank" rel="noreferrer">
                {label}
              </a>
            </Button>
          ))}
        </HStack>
      )}
      <SignOutButton />
    </CenteredPage>
  );
}
