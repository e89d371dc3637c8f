/// <reference types="@testing-library/jest-dom" />
import { assistantCandidateEndpoints } from '@care/contracts/assistant-candidate';
import { type OperatorOrder, orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ACCOUNT_ID,
  acceptedOrder,
  candidate,
  candidates,
  newOrder,
  noCandidates,
  ORGANIZATION_ID,
  ordersPath,
  renderOrdersApp,
  standInForPopupLayout,
} from '../testing/fixtures';

jest.setTimeout(30_000);

beforeAll(standInForPopupLayout);

const orderUrl = (order: OperatorOrder) => ordersPath(`/${order.id}`);
const accepted: OperatorOrder = {
  ...newOrder,
  status: 'ACCEPTED',
  history: [
    ...newOrder.history,
    {
      status: 'ACCEPTED',
      at: '2026-03-01T09:00:00.000Z',
      actor: {
        accountId: ACCOUNT_ID,
        firstName: 'Olga',
        lastName: 'Operator',
        formOfAddress: null,
      },
      outcome: null,
    },
  ],
  version: 2,
};

async function confirmIn(dialogName: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: dialogName });
  return { dialog, confirm: within(dialog).getByRole('button', { name: button }) };
}

describe('order details', () => {
  it('says in Polish who changed the status, and the assistants’ answers, without a person’s gender', async () => {
    await renderOrdersApp(
      orderUrl(acceptedOrder),
      (api) =>
        api
          .on(orderEndpoints.getOrder, { answer: acceptedOrder })
          .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
      'pl',
    );
    const history = await screen.findByRole('region', { name: 'Historia statusów' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/^Status zmieniony przez: Adam Asystent/);
    expect(entries[2]).toHaveTextContent(/^Zlecenie utworzone przez: System/);
    const assistants = screen.getByRole('list', { name: 'Asystenci' });
    expect(within(assistants).getByText('Przyjęto')).toBeInTheDocument();
    expect(within(assistants).getByText('Odmówiono')).toBeInTheDocument();
  });

  it('says in Polish who changed the status in the words that agree with each person’s form of address', async () => {
    const addressed: OperatorOrder = {
      ...acceptedOrder,
      history: acceptedOrder.history.map((entry) =>
        entry.actor && 'accountId' in entry.actor
          ? {
              ...entry,
              actor: {
                ...entry.actor,
                formOfAddress: entry.actor.accountId === ACCOUNT_ID ? 'PANI' : 'PAN',
              },
            }
          : entry,
      ),
    };
    await renderOrdersApp(
      orderUrl(addressed),
      (api) =>
        api
          .on(orderEndpoints.getOrder, { answer: addressed })
          .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
      'pl',
    );
    const history = await screen.findByRole('region', { name: 'Historia statusów' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/^Adam Asystent zmienił status/);
    expect(entries[1]).toHaveTextContent(/^Olga Operator zmieniła status/);
    expect(entries[2]).toHaveTextContent(/^Zlecenie utworzone przez: System/);
  });

  it('shows what was asked, by whom, the assistants’ answers and the status history', async () => {
    await renderOrdersApp(orderUrl(acceptedOrder), (api) =>
      api
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
    );

    expect(await screen.findByRole('heading', { name: 'Order Z-2026-0041' })).toBeInTheDocument();
    const beneficiary = screen.getByRole('region', { name: 'Beneficiary' });
    expect(within(beneficiary).getByText('Anna Nowak')).toBeInTheDocument();
    expect(within(beneficiary).getByText('Own account')).toBeInTheDocument();
    expect(within(beneficiary).getAllByText('Not given')).toHaveLength(1);
    const details = screen.getByRole('region', { name: 'Order' });
    expect(within(details).getByText('Equipment')).toBeInTheDocument();
    expect(
      within(details).getByText('Wizyta pielęgniarska, zmiana opatrunku.'),
    ).toBeInTheDocument();
    expect(within(details).getByText('Any time')).toBeInTheDocument();

    const assistants = screen.getByRole('list', { name: 'Assistants' });
    const adam = within(assistants).getByText('Adam Asystent').closest('li')!;
    expect(within(adam).getByText('Accepted')).toBeInTheDocument();
    const ewa = within(assistants).getByText('Ewa Wolna').closest('li')!;
    expect(within(ewa).getByText('Declined')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Status history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Adam Asystent changed the status');
    expect(entries[0]).toHaveTextContent(/Accepted.*In progress/);
    expect(entries[1]).toHaveTextContent('Olga Operator changed the status');
    expect(entries[2]).toHaveTextContent('System created the order');
    expect(entries[2]).toHaveTextContent('New');
  });

  it('shows a NEW order’s beneficiary contact, and tells the API this operator opened it', async () => {
    const { api } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub.on(orderEndpoints.getOrder, { answer: newOrder }),
    );
    const beneficiary = await screen.findByRole('region', { name: 'Beneficiary' });
    expect(within(beneficiary).getByRole('link', { name: '+48600100200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(within(beneficiary).getByText('Guardian’s account')).toBeInTheDocument();
    expect(screen.getByText('ul. Długa 5, Kraków')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(orderEndpoints.markOrderOpened)).toHaveLength(1));
    expect(api.requestsTo(orderEndpoints.markOrderOpened)[0]!.params).toEqual({
      organizationId: ORGANIZATION_ID,
      orderId: newOrder.id,
    });
    // A NEW order gets no assistants until it is accepted.
    expect(
      screen.getByText('Assistants are assigned while the order is accepted or in progress.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument();
  });

  it('accepts after the question, with the version it read, and says so', async () => {
    const { api, user } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: newOrder })
        .on(orderEndpoints.acceptOrder, { answer: accepted })
        .on(orderEndpoints.getOrder, { answer: accepted })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const { confirm } = await confirmIn('Accept this order?', 'Accept');
    expect(api.requestsTo(orderEndpoints.acceptOrder)).toHaveLength(0);
    await user.click(confirm);

    expect(await screen.findByText('The order status was changed.')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.acceptOrder);
    expect(request!.headers.get('If-Match')).toBe('"1"');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeInTheDocument();
  });

  it('on an order someone else changed meanwhile, warns and shows it as it is now', async () => {
    const rejected: OperatorOrder = {
      ...newOrder,
      status: 'REJECTED',
      rejectionReason: 'Poza rejonem',
      version: 2,
    };
    const { api, user } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: newOrder })
        .on(orderEndpoints.acceptOrder, {
          answer: problem(412, problemTypes.preconditionFailed, { detail: 'Stale' }),
        })
        .on(orderEndpoints.getOrder, { answer: rejected }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click((await confirmIn('Accept this order?', 'Accept')).confirm);

    expect(await screen.findByText('Someone else changed this order')).toBeInTheDocument();
    expect(await screen.findByText('Poza rejonem')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.getOrder)).toHaveLength(2);
  });

  it('keeps an open question when another operator’s change arrives live, and confirming it sends the version the operator decided on', async () => {
    const acceptedByAnother: OperatorOrder = {
      ...accepted,
      history: [
        ...newOrder.history,
        {
          status: 'ACCEPTED',
          at: '2026-03-01T09:00:00.000Z',
          actor: {
            accountId: 'a8b7c6d5-e4f3-4a2b-9c1d-0e9f8a7b6c5d',
            firstName: 'Oskar',
            lastName: 'Nowicki',
            formOfAddress: null,
          },
          outcome: null,
        },
      ],
    };
    const { api, user, queryClient } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: newOrder })
        .on(orderEndpoints.getOrder, { answer: acceptedByAnother })
        .on(orderEndpoints.acceptOrder, {
          answer: problem(412, problemTypes.preconditionFailed, { detail: 'Stale' }),
        })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const { confirm } = await confirmIn('Accept this order?', 'Accept');

    // What the event stream does when another operator accepts: the order is read again.
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    expect(await screen.findByText('Oskar Nowicki', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Accept this order?' })).toBeInTheDocument();

    await user.click(confirm);
    expect(await screen.findByText('Someone else changed this order')).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.acceptOrder)[0]!.headers.get('If-Match')).toBe('"1"');
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Accept this order?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason of at least 3 characters, which it sends', async () => {
    const rejected: OperatorOrder = {
      ...newOrder,
      status: 'REJECTED',
      rejectionReason: 'Poza rejonem',
      version: 2,
    };
    const { api, user } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: newOrder })
        .on(orderEndpoints.rejectOrder, { answer: rejected })
        .on(orderEndpoints.getOrder, { answer: rejected }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this order?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });

    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Must be at least 3 characters long'),
    ).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.rejectOrder)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Poza rejonem');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('The order status was changed.')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.rejectOrder);
    expect(request!.body).toEqual({ reason: 'Poza rejonem' });
    expect(request!.headers.get('If-Match')).toBe('"1"');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Poza rejonem')).toBeInTheDocument();
  });

  it('closes the reject dialog with a warning when another operator moved the order first', async () => {
    const taken: OperatorOrder = { ...accepted, version: 3 };
    const { api, user } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: newOrder })
        .on(orderEndpoints.rejectOrder, {
          answer: problem(409, problemTypes.invalidTransition, {
            detail: 'The order is ACCEPTED, so it cannot be rejected.',
          }),
        })
        .on(orderEndpoints.getOrder, { answer: taken })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this order?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Poza rejonem');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Someone else changed this order')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.getOrder)).toHaveLength(2);
  });

  it('keeps the reason and the dialog when rejecting fails', async () => {
    const { user } = await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub.on(orderEndpoints.getOrder, { answer: newOrder }).on(orderEndpoints.rejectOrder, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this order?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Poza rejonem');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText('The order status could not be changed. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Poza rejonem');
  });

  it('assigns an assistant the API offers for the order, found by name', async () => {
    const ewa = candidate('5e6f7a8b-9c0d-4e1f-8a2b-7c8d9e0f1a2b', 'Ewa', 'Wolna');
    const olek = candidate('7a8b9c0d-1e2f-4a3b-8c4d-9e0f1a2b3c4d', 'Olek', 'Nowy', {
      openOrders: 2,
    });
    const withOlek: OperatorOrder = {
      ...acceptedOrder,
      assistants: [
        ...acceptedOrder.assistants,
        { memberId: olek.memberId, firstName: 'Olek', lastName: 'Nowy', status: 'NOTIFIED' },
      ],
      version: 5,
    };
    const { api, user } = await renderOrdersApp(orderUrl(acceptedOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, {
          answer: candidates([ewa, olek]),
        })
        .on(assistantCandidateEndpoints.listAssistantCandidates, {
          query: { search: 'ol' },
          answer: candidates([olek]),
        })
        .on(orderEndpoints.assignOrderAssistant, { answer: withOlek })
        .on(orderEndpoints.getOrder, { answer: withOlek }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Assistant' });
    await user.click(picker);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ewa Wolna0 open orders', 'Olek Nowy2 open orders']),
    );
    const [firstQuery] = api.requestsTo(assistantCandidateEndpoints.listAssistantCandidates);
    expect(firstQuery!.params).toEqual({
      organizationId: ORGANIZATION_ID,
      orderId: acceptedOrder.id,
    });

    await user.type(picker, 'ol');
    await waitFor(() =>
      expect(
        api
          .requestsTo(assistantCandidateEndpoints.listAssistantCandidates)
          .at(-1)!
          .query.get('search'),
      ).toBe('ol'),
    );
    await user.click(await screen.findByRole('option', { name: /Olek Nowy/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('The assistant was assigned.')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.assignOrderAssistant);
    expect(request!.body).toEqual({ memberId: olek.memberId });
    expect(request!.headers.get('If-Match')).toBe('"4"');
    const assistants = screen.getByRole('list', { name: 'Assistants' });
    const added = (await within(assistants).findByText('Olek Nowy')).closest('li')!;
    expect(within(added).getByText('Awaiting reply')).toBeInTheDocument();
  });

  it('unassigns an assistant after the question', async () => {
    const without: OperatorOrder = {
      ...acceptedOrder,
      assistants: [acceptedOrder.assistants[0]!],
      version: 5,
    };
    const { api, user } = await renderOrdersApp(orderUrl(acceptedOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates })
        .on(orderEndpoints.unassignOrderAssistant, { answer: without })
        .on(orderEndpoints.getOrder, { answer: without }),
    );
    await user.click(await screen.findByRole('button', { name: 'Unassign Ewa Wolna' }));
    const { dialog, confirm } = await confirmIn(
      'Unassign this assistant from the order?',
      'Unassign',
    );
    expect(dialog).toHaveTextContent('Ewa Wolna will no longer be asked to take this order.');
    await user.click(confirm);

    expect(await screen.findByText('The assistant was unassigned.')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.unassignOrderAssistant);
    expect(request!.params.memberId).toBe(acceptedOrder.assistants[1]!.memberId);
    expect(request!.headers.get('If-Match')).toBe('"4"');
    await waitFor(() => expect(screen.queryByText('Ewa Wolna')).not.toBeInTheDocument());
  });

  it('marks an order in progress handled after the question', async () => {
    const handled: OperatorOrder = { ...acceptedOrder, status: 'HANDLED', version: 5 };
    const { api, user } = await renderOrdersApp(orderUrl(acceptedOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates })
        .on(orderEndpoints.markOrderHandled, { answer: handled })
        .on(orderEndpoints.getOrder, { answer: handled }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    await user.click((await confirmIn('Mark this order as handled?', 'Mark as handled')).confirm);

    expect(await screen.findByText('The order status was changed.')).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.markOrderHandled)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Unassign/ })).not.toBeInTheDocument();
  });

  it('shows where it is carried out: the person’s home as copied, how to get in, a map search and their card', async () => {
    await renderOrdersApp(orderUrl(acceptedOrder), (api) =>
      api
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates }),
    );
    const details = await screen.findByRole('region', { name: 'Order' });
    const address = within(details).getByText(/ul\. Kwiatowa 7\/2/);
    expect(address).toHaveTextContent('ul. Kwiatowa 7/231-147 Kraków');
    expect(within(details).getByText('Domofon 2, pies w ogrodzie')).toBeInTheDocument();
    const map = within(details).getByRole('link', { name: 'Show on OpenStreetMap' });
    expect(map).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('ul. Kwiatowa 7, 31-147 Kraków')}`,
    );
    expect(map).toHaveAttribute('target', '_blank');
    const beneficiary = screen.getByRole('region', { name: 'Beneficiary' });
    expect(within(beneficiary).getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute(
      'href',
      `/organization/${ORGANIZATION_ID}/members/${acceptedOrder.beneficiary.memberId}`,
    );
  });

  it('shows the typed address with a map search, and the hours within the preferred date', async () => {
    await renderOrdersApp(orderUrl(newOrder), (stub) =>
      stub.on(orderEndpoints.getOrder, { answer: newOrder }),
    );
    const details = await screen.findByRole('region', { name: 'Order' });
    expect(within(details).getByText(/^03\/02\/26, 09:00–11:30$/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Show on OpenStreetMap' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('ul. Długa 5, Kraków')}`,
    );
    expect(within(details).queryByText('Access notes')).not.toBeInTheDocument();
  });

  it('marks handled with what was done, which the page and its history then show', async () => {
    const outcome = 'Dowieziono koncentrator tlenu; instruktaż dla rodziny.';
    const handled: OperatorOrder = {
      ...acceptedOrder,
      status: 'HANDLED',
      outcome,
      history: [
        ...acceptedOrder.history,
        {
          status: 'HANDLED',
          at: '2026-02-28T10:00:00.000Z',
          actor: acceptedOrder.history[2]!.actor,
          outcome,
        },
      ],
      version: 5,
    };
    const { api, user } = await renderOrdersApp(orderUrl(acceptedOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates })
        .on(orderEndpoints.markOrderHandled, { answer: handled })
        .on(orderEndpoints.getOrder, { answer: handled }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    const { dialog, confirm } = await confirmIn('Mark this order as handled?', 'Mark as handled');
    expect(within(dialog).getByText(/the beneficiary does not see it/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /What was done/ }), outcome);
    await user.click(confirm);

    expect(await screen.findByText('The order status was changed.')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.markOrderHandled);
    expect(request!.body).toEqual({ outcome });
    expect(request!.headers.get('If-Match')).toBe('"4"');
    const details = screen.getByRole('region', { name: 'Order' });
    expect(await within(details).findByText(outcome)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    // Newest first: the change to HANDLED, what was done right under it.
    const [change, done] = within(history).getAllByRole('listitem');
    expect(change).toHaveTextContent(/Adam Asystent changed the status.*In progress.*Handled/);
    expect(done).toHaveTextContent('Adam Asystent wrote what was done');
    expect(done).toHaveTextContent(outcome);
  });

  it('marks handled without a word of what was done, sending no outcome', async () => {
    const handled: OperatorOrder = { ...acceptedOrder, status: 'HANDLED', version: 5 };
    const { api, user } = await renderOrdersApp(orderUrl(acceptedOrder), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates })
        .on(orderEndpoints.markOrderHandled, { answer: handled })
        .on(orderEndpoints.getOrder, { answer: handled }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    const { dialog, confirm } = await confirmIn('Mark this order as handled?', 'Mark as handled');
    await user.type(within(dialog).getByRole('textbox', { name: /What was done/ }), '   ');
    await user.click(confirm);
    expect(await screen.findByText('The order status was changed.')).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.markOrderHandled)[0]!.body).toEqual({});
  });

  it('shows the not-available state for an order the caller may not see', async () => {
    await renderOrdersApp(orderUrl(newOrder), (api) =>
      api.on(orderEndpoints.getOrder, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      ordersPath(),
    );
  });
});
