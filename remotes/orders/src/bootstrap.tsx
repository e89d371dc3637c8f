import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@care/i18n';
import { Standalone } from './standalone';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Standalone />
  </StrictMode>,
);
