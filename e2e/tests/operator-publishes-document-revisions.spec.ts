import common from '../../packages/i18n/src/resources/pl.json';
import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import documents from '../../remotes/documents/src/i18n/pl.json';
import { demo, memberToken, signInAsOperator } from '../support/session';
import { seriousViolations } from '../support/accessibility';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The document id of the page open now. */
const documentIdOf = (page: Page) => new RegExp(`/documents/(${uuid})`).exec(page.url())?.[1] ?? '';

async function publishFromDialog(page: Page, description: string) {
  await page.getByRole('button', { name: documents.actions.publish, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(description);
  await dialog.getByRole('button', { name: documents.confirm.publishConfirm }).click();
}

test('an operator writes, publishes, revises and compares a document, and a member accepts it', async ({
  page,
}) => {
  // A whole journey with two full page loads (the editor's reload, the member's acceptance):
  // more than the default budget of one page's steps on a busy machine.
  test.setTimeout(60_000);
  const title = `Zasady odwiedzin ${Date.now().toString(36)}`;
  const changed = 'Odwiedziny codziennie do 21:00.';
  const added = 'Odwiedziny ze zwierzętami po uzgodnieniu.';
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.documents })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/organization/${uuid}/documents$`));
  const documentsUrl = new URL(page.url()).pathname;

  // Write it: a draft, revision 1.
  await page.getByRole('link', { name: documents.list.create }).click();
  await page.getByRole('textbox', { name: documents.editor.title }).fill(title);
  await page
    .getByRole('textbox', { name: documents.editor.body })
    .fill('# Zasady odwiedzin\n\nOdwiedziny codziennie do 20:00.');
  await expect(
    page.getByRole('region', { name: documents.editor.preview }).getByRole('heading', {
      name: 'Zasady odwiedzin',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: documents.editor.create }).click();
  await expect(page.getByText(documents.messages.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const firstId = documentIdOf(page);

  // Publish it: nothing else was published.
  await publishFromDialog(page, documents.confirm.publishFirst);
  await expect(page.getByText(fill(documents.messages.published, { revision: 1 }))).toBeVisible();

  // A new version, edited: one line changed, one added. A reload before saving loses nothing.
  await page.getByRole('button', { name: documents.actions.newVersion }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${uuid}/edit$`));
  const body = page.getByRole('textbox', { name: documents.editor.body });
  await expect(body).toHaveValue(/Odwiedziny codziennie do 20:00\./);
  const revised = `# Zasady odwiedzin\n\n${changed}\n${added}`;
  await body.fill(revised);
  await page.reload();
  await expect(page.getByText(documents.editor.restored.split('{{')[0] ?? '')).toBeVisible();
  await expect(body).toHaveValue(revised);
  await page.getByRole('button', { name: documents.editor.save }).click();
  await expect(page.getByText(documents.messages.saved)).toBeVisible();
  const secondId = documentIdOf(page);
  expect(secondId).not.toBe(firstId);

  // Compare the two: the changes, marked in words as well as colour.
  await page.getByRole('link', { name: documents.details.tabs.compare }).click();
  const changes = page.getByRole('table', {
    name: fill(documents.compare.caption, { older: 1, newer: 2 }),
  });
  await expect(changes.locator('del')).toHaveText(
    `${documents.compare.removed} Odwiedziny codziennie do 20:00.`,
  );
  await expect(changes.locator('ins')).toHaveText([
    `${documents.compare.added} ${changed}`,
    `${documents.compare.added} ${added}`,
  ]);
  const colours = await changes.locator('[data-change]').evaluateAll((lines) =>
    lines.map((line) => ({
      change: line.getAttribute('data-change'),
      background: getComputedStyle(line).backgroundColor,
    })),
  );
  const hue = (background: string) => {
    const [red = 0, green = 0, blue = 0, alpha = 1] = (background.match(/[\d.]+/g) ?? []).map(
      Number,
    );
    if (alpha === 0 || background === 'transparent') return 'none';
    if (green > red && green > blue) return 'green';
    if (red > green && red > blue) return 'red';
    return 'other';
  };
  // Every line of a kind in its colour: green additions, red removals, the rest uncoloured.
  expect(
    [...new Set(colours.map(({ change, background }) => `${change}: ${hue(background)}`))].sort(),
  ).toEqual(['added: green', 'removed: red', 'unchanged: none']);

  // Publish revision 2: revision 1 is unpublished.
  await publishFromDialog(
    page,
    fill(documents.confirm.publishReplaces, { previous: 1, revision: 2 }),
  );
  await expect(page.getByText(fill(documents.messages.published, { revision: 2 }))).toBeVisible();
  await page.getByRole('link', { name: documents.details.tabs.content }).click();
  await page
    .getByRole('link', { name: fill(documents.details.revisionItem, { revision: 1 }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/documents/${firstId}$`));
  await expect(page.getByText(documents.details.olderRevision)).toBeVisible();
  await expect(page.getByText(common.status.document.UNPUBLISHED).first()).toBeVisible();

  // A member accepts revision 2 through the API (as the mobile app would); the count moves.
  await page.goto(`${documentsUrl}/${secondId}`);
  const progress = page.getByText(/^Zaakceptowano: \d+ z \d+$/);
  await expect(progress).toBeVisible();
  const [, before, total] = /(\d+) z (\d+)/.exec((await progress.textContent()) ?? '') ?? [];
  const accepted = await page.request.post(`/api/v1/account/me/document/${secondId}/accept`, {
    headers: {
      Authorization: `Bearer ${await memberToken(demo.beneficiary)}`,
      'Content-Type': 'application/json',
    },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/^Zaakceptowano: \d+ z \d+$/)).toHaveText(
    fill(documents.acceptance.progress, { accepted: Number(before) + 1, total: Number(total) }),
  );
});

test('the documents pages have no serious or critical accessibility violation', async ({
  page,
}) => {
  // Six full axe runs, each a few seconds of script on a busy machine (as the members pages' own).
  test.setTimeout(60_000);
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.documents })
    .first()
    .click();
  // The demo house rules: revision 2 published, revision 1 before it.
  const rules = page.getByRole('link', { name: 'Regulamin pobytu w hospicjum' });
  await expect(rules).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await rules.click();
  await expect(page.getByRole('heading', { name: 'Odwiedziny' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const [tab, ready] of [
    [documents.details.tabs.compare, () => page.locator('ins').first()],
    [documents.details.tabs.acceptances, () => page.getByRole('rowheader').first()],
    [
      documents.details.tabs.history,
      // Whoever the seed's author is: the line up to the name.
      () =>
        page
          .getByText(fill(documents.history.actions.published, { revision: 2, who: '' }).trim())
          .first(),
    ],
  ] as const) {
    await page.getByRole('link', { name: tab }).click();
    await expect(ready()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.getByRole('link', { name: documents.details.back }).click();
  await page.getByRole('link', { name: documents.list.create }).click();
  await page.getByRole('textbox', { name: documents.editor.body }).fill('# Nagłówek\n\nTreść.');
  await expect(page.getByRole('region', { name: documents.editor.preview })).toContainText(
    'Nagłówek',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
