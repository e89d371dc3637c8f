import { useTranslation } from '@care/i18n';
import { usePushRegistration, type PushStatus } from '@care/platform/push';
import { Stack, Text } from '@care/ui';
import { Switch } from '@care/ui/panel';
import { useState } from 'react';

/** Statuses in which this browser cannot get push whatever the switch says. */
const unavailable: PushStatus[] = ['unconfigured', 'unsupported'];

/**
 * Push notifications for this browser: switching on registers the device (asking the browser's
 * permission if it has not been given), switching off removes it from the API.
 */
export function PushSetting() {
  const { t } = useTranslation('account');
  const push = usePushRegistration();
  const [changing, setChanging] = useState(false);
  const cannot = unavailable.includes(push.status);
  const toggle = async (on: boolean) => {
    setChanging(true);
    try {
      await (on ? push.switchOn() : push.switchOff());
    } finally {
      setChanging(false);
    }
  };
  return (
    <Stack gap="2">
      <Switch.Root
        checked={push.switchedOn && !cannot}
        disabled={cannot || changing}
        onCheckedChange={({ checked }) => void toggle(checked)}
        colorPalette="blue"
      >
        <Switch.HiddenInput role="switch" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('settings.push.label')}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t(`settings.push.status.${push.status}`)}
      </Text>
    </Stack>
  );
}
