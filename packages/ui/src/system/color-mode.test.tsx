import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_MODE_STORAGE_KEY, useColorMode } from './color-mode';
import { UiProvider } from './UiProvider';

let prefersDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  localStorage.clear();
  prefersDark = false;
  // jsdom has no matchMedia: this stands in for the operating system's setting.
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

function ColorModeSwitch() {
  const { colorMode, preference, setColorMode } = useColorMode();
  return (
    <>
      <p>
        {colorMode} ({preference})
      </p>
      <button onClick={() => setColorMode('dark')}>dark</button>
      <button onClick={() => setColorMode('system')}>system</button>
    </>
  );
}

const html = () => document.documentElement;

describe('color mode', () => {
  it('follows the system until the user picks one, and remembers the pick', async () => {
    render(
      <UiProvider>
        <ColorModeSwitch />
      </UiProvider>,
    );
    screen.getByText('light (system)');
    expect(html().classList.contains('light')).toBe(true);

    prefersDark = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    screen.getByText('dark (system)');
    expect(html().classList.contains('dark')).toBe(true);

    prefersDark = false;
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    act(() => mediaListeners.forEach((listener) => listener()));
    screen.getByText('dark (dark)');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(html().style.colorScheme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    screen.getByText('light (system)');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });
});
