/// <reference types="@testing-library/jest-dom" />
import { auditEndpoints } from '@care/contracts/audit';
import { orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anna,
  noOrders,
  orderOf,
  ordersPageOf,
  ORGANIZATION_ID,
  otherOperator,
  piotr,
} from '../testing/fixtures';
import { renderMemberPage } from '../testing/render-members-app';

jest.setTimeout(20_000);

const ordersRegion = () => screen.findByRole('region', { name: 'Orders' });

describe('the member’s orders', () => {
  it('lists a beneficiary’s own orders, newest first, each linked to its page', async () => {
    const visit = orderOf(12, {
      preferredDate: '2026-03-02T10:00:00.000Z',
      preferredWindow: { from: '09:00', to: '11:30' },
    });
    const equipment = orderOf(7, { type: 'EQUIPMENT', status: 'HANDLED' });
    const { api } = await renderMemberPage(anna, (stub) =>
      stub.on(orderEndpoints.listOrders, {
        query: { beneficiaryId: anna.id },
        answer: ordersPageOf([visit, equipment]),
      }),
    );

    const orders = await ordersRegion();
    const link = await within(orders).findByRole('link', { name: 'Z-2026-0012' });
    expect(link).toHaveAttribute('href', `/organization/${ORGANIZATION_ID}/orders/${visit.id}`);
    expect(within(orders).getByRole('link', { name: 'Z-2026-0007' })).toHaveAttribute(
      'href',
      `/organization/${ORGANIZATION_ID}/orders/${equipment.id}`,
    );
    const [first, second] = within(orders).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(/Z-2026-0012.*Visit.*New.*03\/02\/26, 09:00–11:30/);
    expect(second).toHaveTextContent(/Z-2026-0007.*Equipment.*Handled.*Any time/);

    const [request] = api.requestsTo(orderEndpoints.listOrders);
    expect(Object.fromEntries(request!.query)).toEqual({
      beneficiaryId: anna.id,
      page: '1',
      limit: '10',
      sort: '-createdAt',
    });
  });

  it('lists the orders an assistant was asked to take', async () => {
    const { api } = await renderMemberPage(piotr, (stub) =>
      stub.on(orderEndpoints.listOrders, {
        query: { assistantId: piotr.id },
        answer: ordersPageOf([orderOf(3, { status: 'IN_PROGRESS' })]),
      }),
    );

    const orders = await ordersRegion();
    expect(await within(orders).findByRole('link', { name: 'Z-2026-0003' })).toBeVisible();
    expect(within(orders).getByText('In progress')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.listOrders);
    expect(request!.query.get('assistantId')).toBe(piotr.id);
    expect(request!.query.has('beneficiaryId')).toBe(false);
  });

  it('says in Polish that a beneficiary has no orders', async () => {
    await renderMemberPage(
      anna,
      (stub) =>
        stub.on(orderEndpoints.listOrders, { query: { beneficiaryId: anna.id }, answer: noOrders }),
      { language: 'pl' },
    );
    const orders = await screen.findByRole('region', { name: 'Zlecenia' });
    expect(await within(orders).findByText('Brak zleceń')).toBeInTheDocument();
  });

  it('pages through the orders, the page kept in the address', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => orderOf(25 - index));
    const { user, router } = await renderMemberPage(anna, (stub) =>
      stub
        .on(orderEndpoints.listOrders, {
          query: { beneficiaryId: anna.id, page: 1 },
          answer: ordersPageOf(firstPage, { total: 12 }),
        })
        .on(orderEndpoints.listOrders, {
          query: { beneficiaryId: anna.id, page: 2 },
          answer: ordersPageOf([orderOf(15), orderOf(14)], { page: 2, total: 12 }),
        }),
    );

    const orders = await ordersRegion();
    expect(await within(orders).findByRole('link', { name: 'Z-2026-0025' })).toBeVisible();
    expect(within(orders).getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(within(orders).getByRole('button', { name: 'Next page' }));

    expect(await within(orders).findByRole('link', { name: 'Z-2026-0014' })).toBeVisible();
    expect(within(orders).queryByRole('link', { name: 'Z-2026-0025' })).not.toBeInTheDocument();
    expect(within(orders).getByText('11–12 of 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when the orders could not be loaded, and tries again', async () => {
    const { user } = await renderMemberPage(anna, (stub) =>
      stub
        .on(orderEndpoints.listOrders, {
          query: { beneficiaryId: anna.id },
          answer: problem(500, problemTypes.internal),
        })
        .on(orderEndpoints.listOrders, {
          query: { beneficiaryId: anna.id },
          answer: ordersPageOf([orderOf(1)]),
        }),
    );
    const orders = await ordersRegion();
    expect(await within(orders).findByText('Unable to load the orders')).toBeInTheDocument();
    await user.click(within(orders).getByRole('button', { name: 'Retry' }));
    expect(await within(orders).findByRole('link', { name: 'Z-2026-0001' })).toBeVisible();
  });

  it('has no orders section for an operator, and asks for none', async () => {
    const { api } = await renderMemberPage(otherOperator);
    expect(
      await screen.findByRole('heading', { name: 'Oskar Operatorski', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(auditEndpoints.listAuditEvents)).not.toHaveLength(0));
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.listOrders)).toEqual([]);
  });
});
