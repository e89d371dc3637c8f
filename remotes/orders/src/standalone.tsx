import { useTranslation } from '@care/i18n';
import { UiProvider } from '@care/ui';
import { BrowserRouter, Route, Routes } from '@care/platform/router';
import App from './App';

/** Where the shell mounts this remote; standalone mounts it at the same place. */
const MOUNT_PATH = '/organization/:id/orders/*';

/** The minimal host for working on this remote alone (its dev server or `care-serve orders`). */
export function Standalone() {
  return (
    <UiProvider>
      <BrowserRouter>
        <Routes>
          <Route path={MOUNT_PATH} element={<App />} />
          <Route path="*" element={<MountHint />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>
  );
}

function MountHint() {
  const { t } = useTranslation();
  return (
    <p>
      {t('standalone.mountHint', { defaultValue: 'This area runs at' })} <code>{MOUNT_PATH}</code>
    </p>
  );
}
