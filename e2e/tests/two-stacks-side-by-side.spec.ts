import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { localStackOnly } from '../support/deployment';
import { signInAsOperator } from '../support/session';
import { currentStack, startE2eStack, type StackPorts } from '../support/stack';
import { expect, test } from '../support/test';

localStackOnly('it starts a second stack of its own beside this run’s');

const portsOf = (ports: StackPorts) => [
  ports.shell,
  ports.api,
  ports.auth,
  ...Object.values(ports.remotes),
];

test('a second stack starts beside this run’s on ports of its own, and an operator signs in on each', async ({
  page,
  browser,
}) => {
  // An emulator, an API migrating and seeding a fresh database, and eight static servers.
  test.setTimeout(180_000);
  const second = await startE2eStack();
  try {
    const first = currentStack();
    expect(first.url).not.toBe(second.url);
    const shared = portsOf(first.ports).filter((port) => portsOf(second.ports).includes(port));
    expect(shared).toEqual([]);

    const context = await browser.newContext({ baseURL: second.url, locale: 'pl-PL' });
    try {
      const secondPage = await context.newPage();
      for (const panel of [page, secondPage]) {
        await signInAsOperator(panel);
        const sidebar = panel.getByRole('navigation', { name: shell.sidebar.label });
        await expect(sidebar.getByText('Hospicjum Demo')).toBeVisible();
      }
      expect(new URL(secondPage.url()).port).toBe(String(second.ports.shell));
      expect(new URL(page.url()).port).toBe(String(first.ports.shell));
    } finally {
      await context.close();
    }
  } finally {
    await second.stop();
  }
});
