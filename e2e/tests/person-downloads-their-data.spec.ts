import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { dataExportFileName, dataExportFiles } from '../../packages/contracts/src/data-export';
import account from '../../remotes/account/src/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import { placeOrder } from '../support/api';
import { ownMember, southOrganization } from '../support/own-members';
import { demo, signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { unzipFile } from '../support/zip';

/** The file name the download must have: the person's name in plain letters, and a day. */
const fileNameOf = (person: { firstName: string; lastName: string }) =>
  new RegExp(
    `^${dataExportFileName(person, 'DAY').replace('.', '\\.').replace('DAY', '\\d{4}-\\d{2}-\\d{2}')}$`,
  );

/** Clicks `button` and opens the ZIP the browser saved: its files by name, and the name. */
async function download(page: Page, button: string) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { fileName: saved.suggestedFilename(), files: await unzipFile(await saved.path()) };
}

// A person's right of access, both ways: the organization's super operator takes what it holds
// about the person from the member page, and the person takes their own from the settings page.
// The person is of the spec's own, in "Hospicjum Południe": the panel is for staff, so she is one
// of its operators, and she is cared for by it too, so her data holds an order as well.
test('a super operator and the person herself download the person’s data as a ZIP they can open', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const south = await southOrganization();
  const address = {
    street: 'ul. Francuska',
    building: '44',
    postalCode: '40-028',
    city: 'Katowice',
  };
  const person = await ownMember(south.token, south.organizationId, {
    role: 'BENEFICIARY',
    firstName: 'Łucja',
    lastName: 'Dostępowa',
    address,
  });
  await ownMember(
    south.token,
    south.organizationId,
    { role: 'OPERATOR', firstName: 'Łucja', lastName: 'Dostępowa' },
    person.user,
  );
  const fullName = `${person.firstName} ${person.lastName}`;
  const order = await placeOrder(await person.token(), south.organizationId, {
    type: 'VISIT',
    description: 'Proszę o zmianę opatrunku we wtorek',
  });

  // The super operator, Paulina Południowa, on the person's page.
  await signIn(page, demo.otherOperator);
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  await page.goto(`/organization/${south.organizationId}/members/${person.memberId}`);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const held = await download(page, members.details.dataExport);
  expect(held.fileName).toMatch(fileNameOf(person));
  expect([...held.files.keys()]).toEqual([
    dataExportFiles.readme,
    dataExportFiles.member,
    dataExportFiles.orders,
    dataExportFiles.ordersCsv,
    dataExportFiles.acceptances,
    dataExportFiles.acceptancesCsv,
    dataExportFiles.auditEvents,
    dataExportFiles.auditEventsCsv,
    dataExportFiles.accessLog,
    dataExportFiles.accessLogCsv,
  ]);
  expect(held.files.get(dataExportFiles.readme)).toContain(fullName);
  expect(held.files.get(dataExportFiles.readme)).toContain('Paulina Południowa');
  expect(JSON.parse(held.files.get(dataExportFiles.member)!)).toMatchObject({
    id: person.memberId,
    firstName: person.firstName,
    lastName: person.lastName,
    accountEmail: person.user.email,
    address: expect.objectContaining(address),
    organization: { name: 'Hospicjum Południe' },
  });
  expect(JSON.parse(held.files.get(dataExportFiles.orders)!)).toEqual([
    expect.objectContaining({
      number: order.number,
      description: 'Proszę o zmianę opatrunku we wtorek',
    }),
  ]);
  expect(held.files.get(dataExportFiles.ordersCsv)).toContain(order.number);

  // The person, signed in to the panel in a browser of her own, from her settings.
  const own = await browser.newContext();
  try {
    const mine = await own.newPage();
    await signIn(mine, person.user.email, person.user.password);
    await expect(mine.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    await mine.goto('/settings');
    await expect(mine.getByRole('heading', { name: account.dataExport.title })).toBeVisible();
    const taken = await download(mine, account.dataExport.action);
    expect(taken.fileName).toMatch(fileNameOf(person));
    expect([...taken.files.keys()]).toEqual([
      dataExportFiles.readme,
      dataExportFiles.memberships,
      dataExportFiles.orders,
      dataExportFiles.ordersCsv,
      dataExportFiles.acceptances,
      dataExportFiles.acceptancesCsv,
      dataExportFiles.accessLog,
      dataExportFiles.accessLogCsv,
    ]);
    expect(taken.files.get(dataExportFiles.readme)).toContain(fullName);
    // Both her memberships, the care and the work, each with its organization.
    const memberships = JSON.parse(taken.files.get(dataExportFiles.memberships)!) as {
      role: string;
      firstName: string;
      lastName: string;
      organization: { name: string };
    }[];
    expect(memberships.map(({ role }) => role).sort()).toEqual(['BENEFICIARY', 'OPERATOR']);
    for (const membership of memberships)
      expect(membership).toMatchObject({
        firstName: person.firstName,
        lastName: person.lastName,
        organization: { name: 'Hospicjum Południe' },
      });
    expect(JSON.parse(taken.files.get(dataExportFiles.orders)!)).toEqual([
      expect.objectContaining({ number: order.number }),
    ]);
    // Who opened her card: the super operator a moment ago.
    expect(taken.files.get(dataExportFiles.accessLogCsv)).toContain('Paulina Południowa');
  } finally {
    await own.close();
  }
});
