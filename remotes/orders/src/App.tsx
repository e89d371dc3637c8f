import { registerResources, useTranslation } from '@care/i18n';
import { Heading, NotFoundState } from '@care/ui';
import { Route, Routes } from '@care/platform/router';
import en from './i18n/en.json';
import pl from './i18n/pl.json';

// This remote's strings, in the page's one i18next instance (the host has started it).
registerResources('orders', { pl, en });

/** The orders area's routes, relative to where the shell mounts it; its features replace this placeholder. */
export default function App() {
  const { t } = useTranslation('orders');
  return (
    <Routes>
      <Route index element={<Heading as="h1">{t('title')}</Heading>} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
