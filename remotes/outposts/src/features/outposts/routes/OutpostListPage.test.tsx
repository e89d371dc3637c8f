/// <reference types="@testing-library/jest-dom" />
import { outpostEndpoints } from '@care/contracts/outpost';
import { problemTypes } from '@care/contracts/problem';
import { routePatterns } from '@care/platform';
import { problem, renderRemote, TEST_API_BASE_URL, type ApiStub } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import App from '../../../App';
import { inpatient, office, organizationId, outpostsPath } from '../testing/fixtures';

const renderOutposts = (api?: (stub: ApiStub) => void, language: 'en' | 'pl' = 'en') =>
  renderRemote(App, { mountPath: routePatterns.outposts, url: outpostsPath(), api, language });

jest.setTimeout(20_000);

describe('outposts list', () => {
  it('shows each outpost with its logo, type, address and contacts', async () => {
    await renderOutposts((api) =>
      api.on(outpostEndpoints.listOutposts, { answer: { items: [office, inpatient] } }),
    );

    const card = await screen.findByRole('article', { name: inpatient.name });
    const logo = within(card).getByRole('img', { name: `Logo of ${inpatient.name}` });
    // The signed link is the API's, resolved against its address: the <img> sends no token.
    expect(logo).toHaveAttribute('src', `${new URL(TEST_API_BASE_URL).origin}${inpatient.logoUrl}`);
    expect(within(card).getByText('Inpatient hospice')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Phone\s*\+48126543210/);
    expect(within(card).getByText(/ul\. Lipowa 12, 30-702 Kraków/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: inpatient.phone })).toHaveAttribute(
      'href',
      `tel:${inpatient.phone}`,
    );
    expect(within(card).getByRole('link', { name: inpatient.email })).toHaveAttribute(
      'href',
      `mailto:${inpatient.email}`,
    );
    expect(within(card).getByRole('link', { name: /^hospicjum\.example\.org/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    // An outpost abroad names its country; one without a logo shows no picture.
    const abroad = screen.getByRole('article', { name: office.name });
    expect(within(abroad).getByText(/10117 Berlin, Germany/)).toBeInTheDocument();
    expect(within(abroad).queryByRole('img')).not.toBeInTheDocument();
    expect(within(abroad).getByText('Office')).toBeInTheDocument();
  });

  it('speaks Polish by default', async () => {
    await renderOutposts(
      (api) => api.on(outpostEndpoints.listOutposts, { answer: { items: [office] } }),
      'pl',
    );
    expect(await screen.findByRole('heading', { name: 'Placówki' })).toBeInTheDocument();
    expect(screen.getByText('Biuro')).toBeInTheDocument();
    expect(screen.getByText(/10117 Berlin, Niemcy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nowa placówka' })).toBeInTheDocument();
  });

  it('shows the opening hours in the language, days without hours as closed', async () => {
    const week = {
      ...inpatient,
      openingHours: {
        mon: [{ from: '08:00', to: '16:00' }],
        tue: [{ from: '08:00', to: '16:00' }],
        wed: [{ from: '08:00', to: '16:00' }],
        thu: [{ from: '08:00', to: '16:00' }],
        fri: [
          { from: '13:00', to: '18:00' },
          { from: '08:00', to: '12:00' },
        ],
        sat: [],
      },
    };
    const list = (api: ApiStub) =>
      api.on(outpostEndpoints.listOutposts, { answer: { items: [week, office] } });

    const { user } = await renderOutposts(list, 'pl');
    const card = await screen.findByRole('article', { name: inpatient.name });
    // In Polish the week starts on Monday; like days go together on the card.
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Pon.–czw. 08:00–16:00',
      'Pt. 08:00–12:00, 13:00–18:00',
      'Sob.–niedz. nieczynne',
    ]);
    await user.click(within(card).getByText('Godziny dzień po dniu'));
    expect(within(card).getByRole('row', { name: /Poniedziałek/ })).toHaveTextContent(
      '08:00–16:00',
    );
    expect(within(card).getByRole('row', { name: /Piątek/ })).toHaveTextContent(
      '08:00–12:00, 13:00–18:00',
    );
    expect(within(card).getByRole('row', { name: /Niedziela/ })).toHaveTextContent('nieczynne');
    // Hours not given are not shown as a closed week.
    expect(screen.getByRole('article', { name: office.name })).not.toHaveTextContent(
      /Godziny otwarcia/,
    );
  });

  it('starts the week on Sunday in English', async () => {
    await renderOutposts((api) =>
      api.on(outpostEndpoints.listOutposts, { answer: { items: [inpatient] } }),
    );
    const card = await screen.findByRole('article', { name: inpatient.name });
    expect(card).toHaveTextContent(/Opening hours/);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sun closed', 'Mon 08:00–16:00', 'Tue–Sat closed']);
    expect(
      within(card)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Sundayclosed',
      'Monday08:00–16:00',
      'Tuesdayclosed',
      'Wednesdayclosed',
      'Thursdayclosed',
      'Fridayclosed',
      'Saturdayclosed',
    ]);
  });

  it('invites to add the first outpost when there is none', async () => {
    await renderOutposts((api) => api.on(outpostEndpoints.listOutposts, { answer: { items: [] } }));
    expect(await screen.findByText('No outposts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New outpost' })).toHaveAttribute(
      'href',
      outpostsPath('/new'),
    );
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    const { user } = await renderOutposts((api) =>
      api
        .on(outpostEndpoints.listOutposts, {
          answer: problem(500, problemTypes.internal, { detail: 'Database down' }),
        })
        .on(outpostEndpoints.listOutposts, { answer: { items: [office] } }),
    );
    expect(await screen.findByText('Unable to load outposts')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: office.name })).toBeInTheDocument();
  });

  it('shows an organization the caller may not see as not available', async () => {
    await renderOutposts((api) =>
      api.on(outpostEndpoints.listOutposts, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('deletes an outpost only after the confirmation, with the version it showed', async () => {
    const { user, api } = await renderOutposts((stub) =>
      stub
        .on(outpostEndpoints.listOutposts, { answer: { items: [office, inpatient] } })
        .on(outpostEndpoints.deleteOutpost, {})
        .on(outpostEndpoints.listOutposts, { answer: { items: [office] } }),
    );

    await user.click(await screen.findByRole('button', { name: `Delete ${inpatient.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this outpost?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo(outpostEndpoints.deleteOutpost)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete ${inpatient.name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('The outpost was deleted.')).toBeInTheDocument();
    const [request] = api.requestsTo(outpostEndpoints.deleteOutpost, { outpostId: inpatient.id });
    expect(request?.params.organizationId).toBe(organizationId);
    expect(request?.headers.get('If-Match')).toBe('"3"');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: inpatient.name })).not.toBeInTheDocument(),
    );
  });

  it('tells when a delete fails and keeps the outpost', async () => {
    const { user } = await renderOutposts((api) =>
      api
        .on(outpostEndpoints.listOutposts, { answer: { items: [inpatient] } })
        .on(outpostEndpoints.deleteOutpost, {
          answer: problem(412, problemTypes.preconditionFailed, {
            detail: 'Someone changed this in the meantime; reload and try again.',
          }),
        }),
    );
    await user.click(await screen.findByRole('button', { name: `Delete ${inpatient.name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The outpost could not be deleted. Try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Someone changed this in the meantime; reload and try again.'),
    ).toBeInTheDocument();
    // The dialog stays for another try; cancelled, the outpost is still listed.
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByRole('article', { name: inpatient.name })).toBeInTheDocument();
  });
});
