import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import outposts from '../../remotes/outposts/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test, type Page } from '../support/test';

/** A 48×32 PNG, blue on the left and orange on the right: a non-square logo to crop. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAMAAABjCgsuAAAABlBMVEX2rVUrbLAk+dlaAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHElEQVQ4y2NgxAEYcIFRDaMaRjWMahjVMBI0AABapwMB7DgRPwAAAABJRU5ErkJggg==',
  'base64',
);

/** A string of the remote with its `{{placeholders}}` filled, as i18next does. */
const named = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Whether an `<img>` has loaded a picture (a broken signed link would have none). */
const loaded = (page: Page, name: string) =>
  card(page, name)
    .getByRole('img')
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test('an operator creates an outpost with a logo, edits it and deletes it', async ({ page }) => {
  const name = `Poradnia ${Date.now().toString(36)}`;
  const renamed = `${name} – Nowa Huta`;
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.outposts })
    .click();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}\/outposts$/);
  await expect(page.getByRole('heading', { name: outposts.title, level: 1 })).toBeVisible();

  // Create, with a logo picked by the file dialog, cropped in the browser, uploaded after it.
  await page.getByRole('link', { name: outposts.list.create }).click();
  await page.getByLabel(outposts.form.name).fill(name);
  await page
    .getByLabel(outposts.form.type)
    .selectOption({ label: outposts.types.OUTPATIENT_CLINIC });
  await page.getByLabel(outposts.form.street).fill('os. Centrum A 1');
  await page.getByLabel(outposts.form.postalCode).fill('31-923');
  await page.getByLabel(outposts.form.city).fill('Kraków');
  await page.getByLabel(outposts.form.phone).fill('+48 12 644 00 00');
  await page.getByLabel(outposts.form.email).fill('poradnia@hospicjum-demo.example.org');
  await page
    .getByRole('button', { name: named(outposts.form.addHours, { day: 'Poniedziałek' }) })
    .click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  const preview = page.getByRole('img', { name: outposts.form.preview });
  await expect(preview).toBeVisible();
  // Zoomed in, then the square panned with the keyboard (a drag does the same) as far right as
  // it goes: over the orange half only.
  await page.getByRole('slider', { name: outposts.form.zoom }).fill('1.5');
  const cropArea = page.getByLabel(outposts.form.cropArea);
  await cropArea.focus();
  for (let step = 0; step < 20; step += 1) await cropArea.press('ArrowLeft');
  await page.getByRole('button', { name: outposts.form.create }).click();

  await expect(page.getByText(common.messages.outpostCreated)).toBeVisible();
  await expect(card(page, name)).toBeVisible();
  await expect(
    card(page, name).getByText(outposts.types.OUTPATIENT_CLINIC, { exact: true }),
  ).toBeVisible();
  await expect.poll(() => loaded(page, name)).toBe(true);
  // Stored as the square chosen, whatever the shape of the picture: its side the picture's
  // height over the zoom, orange to its left edge (a square left in the middle would be half
  // blue).
  const stored = await page.request.get(
    new URL((await card(page, name).getByRole('img').getAttribute('src')) ?? '', page.url()).href,
  );
  const picture = await page.evaluate(
    async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context?.drawImage(bitmap, 0, 0);
      const [red = 0, , blue = 0] = context?.getImageData(0, bitmap.height >> 1, 1, 1).data ?? [];
      return {
        width: bitmap.width,
        height: bitmap.height,
        leftEdge: red > blue ? 'orange' : 'blue',
      };
    },
    (await stored.body()).toString('base64'),
  );
  expect(picture.width).toBe(picture.height);
  expect(Math.abs(picture.width - 32 / 1.5)).toBeLessThanOrEqual(1);
  expect(picture.leftEdge).toBe('orange');

  // Edit: the form opens with what was stored, logo included.
  await card(page, name)
    .getByRole('link', { name: named(outposts.list.editNamed, { name }) })
    .click();
  await expect(page.getByRole('img', { name: outposts.form.currentLogo })).toBeVisible();
  await expect(page.getByLabel(outposts.form.postalCode)).toHaveValue('31-923');
  await page.getByLabel(outposts.form.name).fill(renamed);
  await page.getByRole('button', { name: outposts.form.save }).click();
  await expect(page.getByText(common.messages.outpostUpdated)).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  await expect.poll(() => loaded(page, renamed)).toBe(true);

  // Delete, only once confirmed.
  await card(page, renamed)
    .getByRole('button', { name: named(outposts.list.deleteNamed, { name: renamed }) })
    .click();
  const dialog = page.getByRole('alertdialog', { name: common.confirmations.deleteOutpost });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: common.actions.cancel }).click();
  await expect(card(page, renamed)).toBeVisible();
  await card(page, renamed)
    .getByRole('button', { name: named(outposts.list.deleteNamed, { name: renamed }) })
    .click();
  await dialog.getByRole('button', { name: outposts.list.delete }).click();
  await expect(page.getByText(common.messages.outpostDeleted)).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
  await page.reload();
  await expect(card(page, renamed)).toHaveCount(0);
});

test('the demo organization shows its outposts, the logos loaded through their signed links', async ({
  page,
}) => {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.outposts })
    .click();
  await expect(card(page, 'Hospicjum stacjonarne Demo')).toBeVisible();
  await expect.poll(() => loaded(page, 'Hospicjum stacjonarne Demo')).toBe(true);
  await expect.poll(() => loaded(page, 'Zespół opieki domowej')).toBe(true);
  await expect(card(page, 'Biuro fundacji').getByRole('img')).toHaveCount(0);
});
