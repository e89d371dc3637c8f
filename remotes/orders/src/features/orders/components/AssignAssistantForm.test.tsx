/// <reference types="@testing-library/jest-dom" />
import { assistantCandidateEndpoints } from '@care/contracts/assistant-candidate';
import { type OperatorOrder, orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  candidate,
  candidates,
  newOrder,
  ordersPath,
  renderOrdersApp,
  standInForPopupLayout,
} from '../testing/fixtures';

jest.setTimeout(30_000);

beforeAll(standInForPopupLayout);

/** Accepted, preferred on 2 March at 9:00–11:30: a day to compare the assistants' with. */
const order: OperatorOrder = { ...newOrder, status: 'ACCEPTED', version: 2 };
const driver = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Kierowca',
  abbr: 'KIE',
  color: '2b6cb0',
  textColor: 'ffffff',
  icon: null,
};
const beata = candidate('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Beata', 'Lekka', {
  tags: [driver],
});
const celina = candidate('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', 'Celina', 'Średnia', {
  openOrders: 1,
  sameDayOrders: 1,
});
const dorota = candidate('3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a', 'Dorota', 'Zajęta', {
  openOrders: 3,
  sameDayOrders: 2,
  overlaps: [{ orderId: '4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b', number: 'Z-2026-0012' }],
});
const edyta = candidate('5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c', 'Edyta', 'Pełna', {
  openOrders: 5,
  sameDayOrders: 3,
  overlaps: [
    { orderId: '6a7b8c9d-0e1f-4a2b-9c3d-5e6f7a8b9c0d', number: 'Z-2026-0013' },
    { orderId: '7b8c9d0e-1f2a-4b3c-8d4e-6f7a8b9c0d1e', number: 'Z-2026-0014' },
  ],
});
const all = candidates([beata, celina, dorota, edyta]);

async function openPicker(user: { click(element: Element): Promise<void> }, name: string) {
  const picker = await screen.findByRole('combobox', { name });
  await user.click(picker);
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
  return { picker, options: within(listbox).getAllByRole('option') };
}

describe('the assistant picker', () => {
  it('shows in Polish each one’s tags, open orders and orders that day, and warns of overlapping hours', async () => {
    const { user } = await renderOrdersApp(
      ordersPath(`/${order.id}`),
      (api) =>
        api
          .on(orderEndpoints.getOrder, { answer: order })
          .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: all }),
      'pl',
    );
    const { options } = await openPicker(user, 'Asystent');
    const [first, second, third, fourth] = options as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    // The lightest day first, as the API sorts them.
    expect(first).toHaveTextContent('Beata Lekka');
    expect(first).toHaveTextContent('0 otwartych zleceń · 0 zleceń tego dnia');
    expect(within(first).getByTitle('Kierowca')).toHaveTextContent('KIE');
    expect(second).toHaveTextContent('1 otwarte zlecenie · 1 zlecenie tego dnia');
    expect(third).toHaveTextContent('3 otwarte zlecenia · 2 zlecenia tego dnia');
    expect(third).toHaveTextContent('Nakłada się ze zleceniem Z-2026-0012');
    expect(fourth).toHaveTextContent('5 otwartych zleceń · 3 zlecenia tego dnia');
    expect(fourth).toHaveTextContent('Nakłada się ze zleceniami Z-2026-0013 i Z-2026-0014');
    expect(first).not.toHaveTextContent('Nakłada się');
  });

  it('says the same in English, and is chosen with the keyboard', async () => {
    const { api, user } = await renderOrdersApp(ordersPath(`/${order.id}`), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: order })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: all })
        .on(orderEndpoints.assignOrderAssistant, { answer: order }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Assistant' });
    picker.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    const options = within(listbox).getAllByRole('option');
    expect(options[1]).toHaveTextContent('1 open order · 1 that day');
    expect(options[3]).toHaveTextContent('5 open orders · 3 that day');
    expect(options[2]).toHaveTextContent('Overlaps order Z-2026-0012');
    expect(options[3]).toHaveTextContent('Overlaps orders Z-2026-0013 and Z-2026-0014');

    // The key that opened the list highlights its first option only when the options were
    // already there; on a slow run they arrive after it, and nothing is highlighted yet.
    if (picker.getAttribute('aria-activedescendant') !== options[0]!.id) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(picker).toHaveAttribute('aria-activedescendant', options[0]!.id));
    }
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(picker).toHaveAttribute('aria-activedescendant', options[1]!.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveValue('Celina Średnia'));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(api.requestsTo(orderEndpoints.assignOrderAssistant)).toHaveLength(1),
    );
    expect(api.requestsTo(orderEndpoints.assignOrderAssistant)[0]!.body).toEqual({
      memberId: celina.memberId,
    });
  });

  it('counts no day for an order without a preferred date', async () => {
    const undated: OperatorOrder = { ...order, preferredDate: null, preferredWindow: null };
    const { user } = await renderOrdersApp(ordersPath(`/${order.id}`), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: undated })
        .on(assistantCandidateEndpoints.listAssistantCandidates, {
          answer: candidates([candidate(celina.memberId, 'Celina', 'Średnia', { openOrders: 1 })]),
        }),
    );
    const picker = await screen.findByRole('combobox', { name: 'Assistant' });
    await user.click(picker);
    const option = await screen.findByRole('option', { name: /Celina Średnia/ });
    expect(option).toHaveTextContent(/1 open order$/);
  });

  it('says when the assistants could not be loaded, and loads them again when asked', async () => {
    const { user } = await renderOrdersApp(ordersPath(`/${order.id}`), (stub) =>
      stub
        .on(orderEndpoints.getOrder, { answer: order })
        .on(assistantCandidateEndpoints.listAssistantCandidates, {
          answer: problem(500, problemTypes.internal),
        })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: all }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The assistants could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await openPicker(user, 'Assistant');
  });
});
