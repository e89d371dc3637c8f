// What an order carries besides its request: where it is carried out (the person's home copied
// when it is placed without an address, kept when the person moves), the hours that suit the
// beneficiary, and what was done when it was handled — kept on the order and its history, never
// sent to the beneficiary.
import { type Order, problemTypes } from '@care/contracts';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { type OrderActions, type OrderWorld, withOrderWorld } from '../../../test/support/orders';
import { members, notifications } from '../../db/schema';

const home = {
  street: 'ul. Długa',
  building: '12',
  apartment: '4',
  postalCode: '31-147',
  city: 'Kraków',
  accessNotes: 'Domofon 4, drugie piętro; pies w ogrodzie.',
};
const newHome = { street: 'ul. Krótka', building: '3', postalCode: '30-001', city: 'Kraków' };
const preferredDate = '2099-03-05T09:00:00.000Z';

interface Problem {
  type: string;
  errors?: { path: string; message: string }[];
}

describe.each(databaseKinds)('order context on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, async (started) => {
    ({ api, world, actions } = started);
    await moveBeneficiary(home);
  });

  async function moveBeneficiary(address: typeof home | typeof newHome | null) {
    await api.db.update(members).set({ address }).where(eq(members.id, world.beneficiary.memberId));
  }
  const place = (body: Record<string, unknown>) =>
    api.call('createBeneficiaryOrder', {
      token: world.beneficiary.token,
      params: { organizationId: world.organizationId },
      body: { type: 'VISIT', description: 'Wizyta pielęgniarki', ...body },
    });

  describe('the place', () => {
    it('copies the beneficiary’s home onto an order placed without an address', async () => {
      const order = await actions.create();
      expect(order).toMatchObject({ address: null, place: home });
      expect((await actions.get(order.id)).place).toEqual(home);
    });

    it('keeps the copy when the person moves afterwards; new orders take the new home', async () => {
      const before = await actions.create();
      await moveBeneficiary(newHome);
      try {
        expect((await actions.get(before.id)).place).toEqual(home);
        expect((await actions.create()).place).toEqual(newHome);
      } finally {
        await moveBeneficiary(home);
      }
    });

    it('copies nothing when the app sends an address of its own, or the person has none', async () => {
      const typed = await actions.create({ address: 'Szpital Miejski, oddział 3' });
      expect(typed).toMatchObject({ address: 'Szpital Miejski, oddział 3', place: null });
      await moveBeneficiary(null);
      try {
        expect((await actions.create()).place).toBeNull();
      } finally {
        await moveBeneficiary(home);
      }
    });
  });

  describe('the preferred window', () => {
    it('is kept with the preferred date and answered to every side', async () => {
      const order = await actions.create({
        preferredDate,
        preferredWindow: { from: '08:00', to: '10:30' },
      });
      expect(order.preferredWindow).toEqual({ from: '08:00', to: '10:30' });
      const own = await api.call('getBeneficiaryOrder', {
        token: world.beneficiary.token,
        params: { organizationId: world.organizationId, orderId: order.id },
      });
      expect(own.json<Order>().preferredWindow).toEqual({ from: '08:00', to: '10:30' });
      expect((await actions.create({ preferredDate })).preferredWindow).toBeNull();
    });

    it.each([
      ['ends before it starts', { from: '10:00', to: '08:00' }, 'preferredWindow.to'],
      ['ends as it starts', { from: '10:00', to: '10:00' }, 'preferredWindow.to'],
      ['is not a time', { from: '8:00', to: '10:00' }, 'preferredWindow.from'],
      ['is past midnight', { from: '08:00', to: '24:30' }, 'preferredWindow.to'],
    ])('answers 400 naming the field when the window %s', async (_, window, path) => {
      const response = await place({ preferredDate, preferredWindow: window });
      expect(response.statusCode).toBe(400);
      const problem = response.json<Problem>();
      expect(problem.type).toBe(problemTypes.validation);
      expect(problem.errors?.map((error) => error.path)).toContain(path);
    });

    it('answers 400 for a window without a preferred date, or with a key it does not know', async () => {
      const dateless = await place({ preferredWindow: { from: '08:00', to: '10:00' } });
      expect(dateless.statusCode).toBe(400);
      expect(dateless.json<Problem>().errors?.map((error) => error.path)).toContain(
        'preferredWindow',
      );
      const odd = await place({
        preferredDate,
        preferredWindow: { from: '08:00', to: '10:00', day: 'monday' },
      });
      expect(odd.statusCode).toBe(400);
    });
  });

  describe('the outcome', () => {
    const outcome = 'Zmieniono opatrunek; kolejna wizyta w czwartek.';

    async function handledBeneficiaryNotification(order: Order) {
      const rows = await api.db
        .select()
        .from(notifications)
        .where(eq(notifications.orderId, order.id));
      return rows.filter((row) => row.type === 'ORDER_MARKED_AS_HANDLED');
    }

    it('is kept on the order and its history when an operator marks it handled, not sent to the beneficiary', async () => {
      const accepted = await actions.orderIn('ACCEPTED');
      const handled = await actions.markHandled(accepted.id, `  ${outcome}  `);
      expect(handled.outcome).toBe(outcome);
      expect(handled.history.at(-1)).toMatchObject({ status: 'HANDLED', outcome });
      expect(handled.history.slice(0, -1).every((entry) => entry.outcome === null)).toBe(true);

      const sent = await handledBeneficiaryNotification(handled);
      expect(sent.map((row) => row.accountId)).toEqual([world.beneficiary.accountId]);
      for (const row of sent) {
        const words = [row.titlePl, row.titleEn, row.descriptionPl, row.descriptionEn].join(' ');
        expect(words).not.toMatch(/opatrunek|czwartek/);
      }
      const own = await api.call('getBeneficiaryOrder', {
        token: world.beneficiary.token,
        params: { organizationId: world.organizationId, orderId: handled.id },
      });
      expect(own.statusCode).toBe(200);
    });

    it('may be left out, with or without a body', async () => {
      const first = await actions.orderIn('ACCEPTED');
      expect((await actions.markHandled(first.id)).outcome).toBeNull();
      const second = await actions.orderIn('ACCEPTED');
      const empty = await api.call('markOrderHandled', {
        token: world.operator.token,
        params: { organizationId: world.organizationId, orderId: second.id },
        body: {},
      });
      expect(empty.statusCode).toBe(200);
      expect(empty.json<Order>().outcome).toBeNull();
    });

    it('answers 400 past 2,000 characters, and leaves the order as it was', async () => {
      const accepted = await actions.orderIn('ACCEPTED');
      const response = await api.call('markOrderHandled', {
        token: world.operator.token,
        params: { organizationId: world.organizationId, orderId: accepted.id },
        body: { outcome: 'x'.repeat(2001) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Problem>().errors?.map((error) => error.path)).toContain('outcome');
      expect((await actions.get(accepted.id)).status).toBe('ACCEPTED');
      const longest = await actions.markHandled(accepted.id, 'x'.repeat(2000));
      expect(longest.outcome).toHaveLength(2000);
    });

    it('is written by the accepted assistant; one only asked is refused as before', async () => {
      const order = await actions.orderIn('ACCEPTED', { assigned: true });
      await actions.assign(order.id, world.otherAssistant);
      const asked = await api.call('markAssistantOrderHandled', {
        token: world.otherAssistant.token,
        params: { orderId: order.id },
        body: { outcome },
      });
      expect(asked.statusCode).toBe(409);
      expect(asked.json<Problem>().type).toBe(problemTypes.invalidTransition);
      expect((await actions.get(order.id)).outcome).toBeNull();

      await actions.assistantAccept(order.id);
      const handed = await api.call('markAssistantOrderHandled', {
        token: world.assistant.token,
        params: { orderId: order.id },
        body: { outcome },
      });
      expect(handed.statusCode).toBe(200);
      const handled = handed.json<Order>();
      expect(handled.outcome).toBe(outcome);
      expect(handled.history.at(-1)).toMatchObject({
        status: 'HANDLED',
        outcome,
        actor: { accountId: world.assistant.accountId },
      });
    });
  });
});
