/// <reference types="@testing-library/jest-dom" />
import { type Outpost, outpostEndpoints } from '@care/contracts/outpost';
import { problemTypes } from '@care/contracts/problem';
import { routePatterns } from '@care/platform';
import { problem, renderRemote, type ApiStub } from '@care/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import App from '../../../App';
import { organizationId, outpostsPath, withLogo } from '../testing/fixtures';

jest.setTimeout(30_000);

const renderCreate = (api?: (stub: ApiStub) => void, language: 'en' | 'pl' = 'en') =>
  renderRemote(App, {
    mountPath: routePatterns.outposts,
    url: outpostsPath('/new'),
    api,
    language,
  });

// The browser turns a chosen file into a local address for the preview; jsdom has none.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:logo-preview');
  URL.revokeObjectURL = jest.fn();
});

/** By label: a required field's label ends in an asterisk hidden from assistive technology. */
const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}\\*?$`) : label);

async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

const created: Outpost = {
  id: '7c3a5d4e-6f70-4b82-8c9d-1e2f3a4b5c63',
  name: 'Dzienny ośrodek Róża',
  type: 'DAY_CARE',
  address: { street: 'ul. Różana 4', city: 'Kraków', postalCode: '31-100', country: 'PL' },
  website: null,
  phone: '+48600100200',
  email: 'roza@example.org',
  openingHours: null,
  logoUrl: null,
  version: 1,
};

async function fillValidOutpost(user: UserEvent) {
  await replaceText(user, await screen.findByRole('textbox', { name: /^Name/ }), created.name);
  await user.selectOptions(field('Type'), 'Day care centre');
  await replaceText(user, field('Street and number'), created.address.street);
  await replaceText(user, field('Postal code'), created.address.postalCode);
  await replaceText(user, field('City'), created.address.city);
  await replaceText(user, field('Phone'), '+48 600 100 200');
  await replaceText(user, field('E-mail'), created.email);
}

/** The logo's file dialog (the drop zone's hidden input). */
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes = 2048, name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes).fill(1)], name, { type });

describe('new outpost', () => {
  it('checks a field when it is left, then on every change until it is right', async () => {
    const { user } = await renderCreate();
    const postalCode = await screen.findByLabelText(/^Postal code/);

    await user.type(postalCode, '30702');
    // Not while typing the first time…
    expect(postalCode).not.toHaveAttribute('aria-invalid');
    await user.tab();
    // …but once left, with the Polish rule the API applies.
    expect(postalCode).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Polish postal code such as 00-950'),
    );
    await user.clear(postalCode);
    await user.type(postalCode, '30-702');
    // Fixed: the message goes as the field changes, before it is left.
    expect(postalCode).not.toHaveAttribute('aria-invalid');

    // Another country's postal codes are taken as written.
    await user.selectOptions(field('Country'), 'Germany');
    await replaceText(user, postalCode, '10117');
    expect(postalCode).not.toHaveAttribute('aria-invalid');

    await replaceText(user, field('Phone'), '600100200');
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the number with its country code'),
    );
    await replaceText(user, field('Website'), 'hospicjum');
    expect(field('Website')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid URL'),
    );
    await replaceText(user, field('E-mail'), 'kontakt@');
    expect(field('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address'),
    );
  });

  it('words the rules in Polish on a Polish page', async () => {
    const { user } = await renderCreate(undefined, 'pl');
    const postalCode = await screen.findByLabelText(/^Kod pocztowy/);
    await replaceText(user, postalCode, '30702');
    expect(postalCode).toHaveAccessibleDescription(
      expect.stringContaining('Wpisz polski kod pocztowy, np. 00-950'),
    );
  });

  it('on a submit with missing fields asks to fill them in and sends nothing', async () => {
    const { user, api } = await renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create outpost' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(field('Type')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    expect(api.requestsTo(outpostEndpoints.createOutpost)).toHaveLength(0);
  });

  it('takes opening hours per day and refuses overlapping or backwards ones', async () => {
    const { user, api } = await renderCreate((stub) =>
      stub
        .on(outpostEndpoints.createOutpost, { answer: created })
        .on(outpostEndpoints.listOutposts, { answer: { items: [created] } }),
    );
    await fillValidOutpost(user);
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText('Closed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    const [, secondFrom] = within(monday).getAllByLabelText('From');
    const [, secondTo] = within(monday).getAllByLabelText('To');
    // The second interval starts where the first ends; make it end before it starts.
    fireEvent.change(secondFrom!, { target: { value: '12:00' } });
    fireEvent.change(secondTo!, { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Create outpost' }));
    await waitFor(() =>
      expect(secondTo).toHaveAccessibleDescription(
        expect.stringContaining('Must be later than the opening time'),
      ),
    );
    // After a submit every change is checked: now it overlaps the first one.
    fireEvent.change(secondTo!, { target: { value: '18:00' } });
    await waitFor(() =>
      expect(secondFrom).toHaveAccessibleDescription(
        expect.stringContaining('Overlaps other hours of the same day'),
      ),
    );
    expect(secondTo).not.toHaveAttribute('aria-invalid');
    expect(api.requestsTo(outpostEndpoints.createOutpost)).toHaveLength(0);

    fireEvent.change(secondFrom!, { target: { value: '17:00' } });
    fireEvent.change(secondTo!, { target: { value: '19:00' } });
    await user.click(screen.getByRole('button', { name: 'Create outpost' }));

    await waitFor(() => expect(api.requestsTo(outpostEndpoints.createOutpost)).toHaveLength(1));
    expect(api.requestsTo(outpostEndpoints.createOutpost)[0]?.body).toEqual({
      name: created.name,
      type: 'DAY_CARE',
      address: created.address,
      website: null,
      // Written with spaces, sent as E.164.
      phone: '+48600100200',
      email: created.email,
      openingHours: {
        mon: [
          { from: '08:00', to: '16:00' },
          { from: '17:00', to: '19:00' },
        ],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
    });
    expect(await screen.findByText('The outpost was created.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(outpostsPath());
  });

  it('says the outpost could not be created, keeping the form as it was', async () => {
    const { user, api } = await renderCreate((stub) =>
      stub.on(outpostEndpoints.createOutpost, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    await fillValidOutpost(user);
    await user.click(screen.getByRole('button', { name: 'Create outpost' }));

    expect(
      await screen.findByText('The outpost could not be created. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(api.requestsTo(outpostEndpoints.createOutpost)).toHaveLength(1);
    expect(field('Name')).toHaveValue(created.name);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      outpostsPath('/new'),
    );
  });

  it('puts a duplicate name on the name field', async () => {
    const { user } = await renderCreate((api) =>
      api.on(outpostEndpoints.createOutpost, {
        answer: problem(409, problemTypes.duplicate, { detail: 'Duplicate' }),
      }),
    );
    await fillValidOutpost(user);
    await user.click(screen.getByRole('button', { name: 'Create outpost' }));
    await waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription(
        expect.stringContaining('An outpost with this name already exists.'),
      ),
    );
    expect(field('Name')).toHaveFocus();
  });
});

describe('the logo step', () => {
  it('previews the chosen picture in a square cropper with zoom, then uploads it with the outpost', async () => {
    let release: () => void = () => undefined;
    const { user, api } = await renderCreate((stub) =>
      stub
        .on(outpostEndpoints.createOutpost, { answer: created })
        .on(outpostEndpoints.uploadOutpostLogo, {
          // Held back, to see the progress while the API works on it.
          answer: () =>
            new Promise<Outpost>((resolve) => {
              release = () => resolve(withLogo(created));
            }),
        })
        .on(outpostEndpoints.listOutposts, { answer: { items: [withLogo(created)] } }),
    );
    await fillValidOutpost(user);

    await user.upload(picker(), png());
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: 'Preview' });
    expect(preview).toHaveAttribute('src', 'blob:logo-preview');
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(zoom, { target: { value: '2' } });
    expect(zoom).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Create outpost' }));
    // The whole file has gone out; the API is making the logo of it.
    expect(await screen.findByText('Processing the logo…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');

    const [upload] = api.requestsTo(outpostEndpoints.uploadOutpostLogo, { organizationId });
    expect(upload?.params.outpostId).toBe(created.id);
    expect(upload?.headers.get('If-Match')).toBe('"1"');
    const file = (upload?.body as FormData).get('file') as File;
    expect([file.name, file.size, file.type]).toEqual(['logo.png', 2048, 'image/png']);

    release();
    expect(await screen.findByText('The outpost was created.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(outpostsPath());
  });

  it('refuses a file of another type or over 2 MB before anything is sent', async () => {
    await renderCreate();
    await screen.findByRole('button', { name: 'Create outpost' });
    // What a drop or the file dialog delivers is not filtered by the input: the field checks it.
    const user = userEvent.setup({
      delay: null,
      applyAccept: false,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await user.upload(picker(), png(10, 'logo.gif', 'image/gif'));
    expect(await screen.findByText(/^This type of file is not accepted/)).toBeInTheDocument();
    await user.upload(picker(), png(2 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('This file is 2 MB, more than the 2 MB allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('says clearly when the API refuses the file, and opens the saved outpost to try again', async () => {
    const { user } = await renderCreate((stub) =>
      stub
        .on(outpostEndpoints.createOutpost, { answer: created })
        .on(outpostEndpoints.uploadOutpostLogo, {
          answer: problem(415, problemTypes.unsupportedMediaType, {
            detail: 'The logo must be a PNG, JPEG or WebP image.',
          }),
        })
        .on(outpostEndpoints.getOutpost, { answer: created }),
    );
    await fillValidOutpost(user);
    await user.upload(picker(), png(64, 'renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Create outpost' }));

    expect(
      await screen.findByText('The outpost was saved, but its logo was not'),
    ).toBeInTheDocument();
    // In the toast, and on the logo field until the page moves on.
    expect(
      screen.getAllByText(
        'The server did not accept this file: it is not a PNG, JPEG or WebP image.',
      ).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
        outpostsPath(`/${created.id}/edit`),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Edit outpost' })).toBeInTheDocument();
  });
});
