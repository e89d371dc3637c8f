import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../prerendered-page';
import { applyStoredChoices, showStoredLanguage } from './show-stored-choices';

beforeEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = `
    <div id="root" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="pl"><h1>Zaloguj się</h1></div>
    <template ${PRERENDERED_LANGUAGE_ATTRIBUTE}="en"><h1>Sign in</h1></template>`;
});

afterEach(() => localStorage.clear());

const root = () => document.getElementById('root') as HTMLElement;

/** The page's two inline scripts, in the order the page runs them. */
function runInlineScripts() {
  applyStoredChoices();
  showStoredLanguage();
}

describe('the stored choices, before the first paint', () => {
  it('keeps the Polish page, untouched, in light mode when nothing is stored', () => {
    const heading = root().firstElementChild;
    runInlineScripts();

    expect(root().firstElementChild).toBe(heading);
    expect(root().textContent).toBe('Zaloguj się');
    expect(document.documentElement.lang).toBe('pl');
    expect(document.documentElement).toHaveClass('light');
  });

  it('shows the page rendered in the stored language, in the stored color mode', () => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('colorMode', 'dark');

    runInlineScripts();

    expect(root().textContent).toBe('Sign in');
    expect(root()).toHaveAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement).toHaveClass('dark');
  });
});
