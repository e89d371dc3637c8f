import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The admin area's routes, relative to where the shell mounts it; its features replace this placeholder. */
export default function App() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<h1>{t('area.admin.title', { defaultValue: 'Organizations' })}</h1>} />
      <Route
        path="*"
        element={
          <p>
            {t('common.notAvailable', { defaultValue: 'Requested resource is not available.' })}
          </p>
        }
      />
    </Routes>
  );
}
