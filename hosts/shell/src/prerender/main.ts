// Build step after webpack: the pages that paint from HTML and CSS before any of the bundle
// runs: the sign-in pages (src/sign-in) and the panel's page with its frame (src/panel-page).
import { initI18n } from '@care/i18n';
import { registerShellResources } from '../app/i18n/shell-i18n';
import { writePanelPage } from '../panel-page/prerender/write-panel-page';
import { writeSignInPages } from '../sign-in/prerender/write-pages';

async function main(): Promise<void> {
  initI18n();
  registerShellResources();
  await writePanelPage();
  await writeSignInPages();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
