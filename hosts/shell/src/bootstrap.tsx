import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { runtimeConfigSchema } from '@care/contracts';
import { initI18n } from '@care/i18n';
import { UiProvider } from '@care/ui';
import { RemoteApp, registerRemotesFromConfig } from './federation';

// Minimal boot until the shell app lands: runtime config, remotes, one area.
initI18n();
const response = await fetch('/config.json', { cache: 'no-store' });
const config = runtimeConfigSchema.parse(await response.json());
registerRemotesFromConfig(config.remotes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <UiProvider>
    <BrowserRouter>
      <Routes>
        <Route path="/organization/:id/tags/*" element={<RemoteApp name="tags" />} />
      </Routes>
    </BrowserRouter>
  </UiProvider>,
);
