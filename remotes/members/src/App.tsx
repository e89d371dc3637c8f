import { useTranslation } from '@care/i18n';
import { Heading, NotFoundState } from '@care/ui';
import { Route, Routes } from '@care/platform/router';

/** The members area's routes, relative to where the shell mounts it; its features replace this placeholder. */
export default function App() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route
        index
        element={<Heading as="h1">{t('area.members.title', { defaultValue: 'Members' })}</Heading>}
      />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
