import { useRuntimeConfig } from '@care/host-kit';
import { Box, Button, CenteredPage, HStack, MobileAppIcon, Text, VStack } from '@care/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

/** Edge of a store's QR code in CSS pixels: big enough for a phone's camera at arm's length. */
const QR_CODE_SIZE = 144;

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
      {links.length > 0 ? (
        <>
          <Text color="fg.muted">{t('mobile.scanHint')}</Text>
          <HStack
            as="nav"
            aria-label={t('mobile.stores')}
            gap="6"
            wrap="wrap"
            justify="center"
            align="flex-start"
          >
            {links.map(({ url, label }) => (
              <VStack key={url} gap="3">
                {/* Dark on white in either theme, with its quiet zone: what cameras read. */}
                <Box bg="white" borderRadius="l2" lineHeight="0">
                  <QRCodeSVG
                    value={url}
                    size={QR_CODE_SIZE}
                    marginSize={4}
                    bgColor="#ffffff"
                    fgColor="#000000"
                    title={t('mobile.qrCode', { store: label })}
                    role="img"
                  />
                </Box>
                <Button asChild>
                  <a href={url} target="_blank" rel="noreferrer">
                    {label}
                  </a>
                </Button>
              </VStack>
            ))}
          </HStack>
        </>
      ) : (
        <Text>{t('mobile.noStores')}</Text>
      )}
      <SignOutButton />
    </CenteredPage>
  );
}
