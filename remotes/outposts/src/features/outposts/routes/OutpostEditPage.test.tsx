/// <reference types="@testing-library/jest-dom" />
import { outpostEndpoints } from '@care/contracts/outpost';
import { problemTypes } from '@care/contracts/problem';
import { routePatterns } from '@care/platform';
import { problem, renderRemote, type ApiStub } from '@care/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import App from '../../../App';
import { inpatient, office, outpostsPath } from '../testing/fixtures';

jest.setTimeout(30_000);

const renderEdit = (outpostId: string, api?: (stub: ApiStub) => void) =>
  renderRemote(App, {
    mountPath: routePatterns.outposts,
    url: outpostsPath(`/${outpostId}/edit`),
    api,
  });

async function rename(user: UserEvent, name: string) {
  const input = await screen.findByRole('textbox', { name: /^Name/ });
  await user.clear(input);
  await user.type(input, name);
  await user.tab();
}

describe('editing an outpost', () => {
  it('asks before a changed outpost is left for another page', async () => {
    const { user, router } = await renderEdit(office.id, (stub) =>
      stub.on(outpostEndpoints.getOutpost, { answer: office }),
    );
    await rename(user, 'Biuro główne');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(outpostsPath(`/${office.id}/edit`));
  });

  it('shows an outpost the caller may not see as not available', async () => {
    await renderEdit(office.id, (api) =>
      api.on(outpostEndpoints.getOutpost, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    // Above the title, and on the not-available state.
    for (const link of screen.getAllByRole('link', { name: 'Back to outposts' }))
      expect(link).toHaveAttribute('href', outpostsPath());
  });

  it('saves the whole record with the version it started from', async () => {
    const { user, api } = await renderEdit(office.id, (stub) =>
      stub
        .on(outpostEndpoints.getOutpost, { answer: office })
        .on(outpostEndpoints.updateOutpost, {
          answer: { ...office, name: 'Biuro główne', version: 2 },
        })
        .on(outpostEndpoints.listOutposts, { answer: { items: [office] } }),
    );
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('DE');
    await rename(user, 'Biuro główne');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The outpost was updated.')).toBeInTheDocument();
    const [request] = api.requestsTo(outpostEndpoints.updateOutpost, { outpostId: office.id });
    expect(request?.headers.get('If-Match')).toBe('"1"');
    expect(request?.body).toEqual({
      name: 'Biuro główne',
      type: office.type,
      address: office.address,
      website: null,
      phone: office.phone,
      email: office.email,
      openingHours: null,
    });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(outpostsPath());
  });

  it('says the outpost could not be updated, keeping the changes on the form', async () => {
    const { user, api } = await renderEdit(office.id, (stub) =>
      stub.on(outpostEndpoints.getOutpost, { answer: office }).on(outpostEndpoints.updateOutpost, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    await rename(user, 'Biuro główne');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('The outpost could not be updated. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(api.requestsTo(outpostEndpoints.updateOutpost)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Biuro główne');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      outpostsPath(`/${office.id}/edit`),
    );
  });

  it.each(['/not-a-uuid/edit', `/${office.id}`, `/${office.id}/edit/more`, '/new/extra'])(
    'shows the not-available state at %s',
    async (suffix) => {
      await renderRemote(App, { mountPath: routePatterns.outposts, url: outpostsPath(suffix) });
      expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    },
  );

  it('on a stale version warns, and shows the newer outpost to edit again', async () => {
    const newer = { ...office, name: 'Biuro po zmianie', version: 2 };
    const { user, api } = await renderEdit(office.id, (stub) =>
      stub
        .on(outpostEndpoints.getOutpost, { answer: office })
        .on(outpostEndpoints.updateOutpost, {
          answer: problem(412, problemTypes.preconditionFailed, { detail: 'Changed' }),
        })
        .on(outpostEndpoints.getOutpost, { answer: newer }),
    );
    await rename(user, 'Moja nazwa');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Someone changed this outpost in the meantime'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Biuro po zmianie'),
    );
    expect(api.requestsTo(outpostEndpoints.updateOutpost)[0]?.headers.get('If-Match')).toBe('"1"');
  });

  it('removes the logo after saving, when asked to', async () => {
    const saved = { ...inpatient, version: 4 };
    const { user, api } = await renderEdit(inpatient.id, (stub) =>
      stub
        .on(outpostEndpoints.getOutpost, { answer: inpatient })
        .on(outpostEndpoints.updateOutpost, { answer: saved })
        .on(outpostEndpoints.deleteOutpostLogo, { answer: { ...saved, logoUrl: null, version: 5 } })
        .on(outpostEndpoints.listOutposts, { answer: { items: [] } }),
    );
    expect(await screen.findByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByText('The logo will be removed when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The outpost was updated.')).toBeInTheDocument();
    const [removal] = api.requestsTo(outpostEndpoints.deleteOutpostLogo, {
      outpostId: inpatient.id,
    });
    // After the save, from the version the save answered.
    expect(removal?.headers.get('If-Match')).toBe('"4"');
  });
});
