import {
  canTransition,
  daySchema,
  endpoints,
  orderCreateSchema,
  orderListQuerySchema,
  orderStatuses,
  orderTransitions,
} from '../src';

describe('order contracts', () => {
  it('allows exactly the state machine’s transitions', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'NEW→ACCEPTED',
      'NEW→REJECTED',
      'NEW→CANCELLED',
      'ACCEPTED→IN_PROGRESS',
      'ACCEPTED→HANDLED',
      'ACCEPTED→CANCELLED',
      'IN_PROGRESS→ACCEPTED',
      'IN_PROGRESS→HANDLED',
    ]);
    expect(Object.keys(orderTransitions)).toEqual([...orderStatuses]);
  });

  it('takes a strict creation body with trimmed text', () => {
    expect(orderCreateSchema.parse({ type: 'VISIT', description: '  Proszę o wizytę  ' })).toEqual({
      type: 'VISIT',
      description: 'Proszę o wizytę',
    });
    for (const invalid of [
      { type: 'VISIT', description: 'ab' },
      { type: 'VISIT', description: 'Wizyta', status: 'NEW' },
      { type: 'VISIT', description: 'Wizyta', preferredDate: '2026-03-01' },
      { type: 'MASSAGE', description: 'Masaż' },
    ])
      expect(orderCreateSchema.safeParse(invalid).success).toBe(false);
  });

  it('defaults the operator list to the first page, newest first', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
    expect(
      orderListQuerySchema.parse({
        createdFrom: '2026-03-01',
        createdTo: '2026-03-02T10:00:00+01:00',
      }),
    ).toMatchObject({ createdFrom: '2026-03-01', createdTo: '2026-03-02T10:00:00+01:00' });
    for (const invalid of [{ sort: 'name' }, { status: 'OPEN' }, { page: '0' }, { assistant: 'x' }])
      expect(orderListQuerySchema.safeParse(invalid).success).toBe(false);
  });

  it('reads a day as a calendar date only, so a date input’s value fits and nothing else does', () => {
    expect(daySchema.parse('2026-03-01')).toBe('2026-03-01');
    for (const invalid of ['2026-02-30', '2026-3-1', '2026-03-01T10:00:00Z', '01.03.2026', ''])
      expect(daySchema.safeParse(invalid).success).toBe(false);
  });

  it('gives the mobile apps their own endpoints, the operator the organization’s', () => {
    expect(endpoints.createBeneficiaryOrder).toMatchObject({
      method: 'POST',
      path: '/beneficiary/organization/:organizationId/order',
      access: 'beneficiary',
    });
    expect(endpoints.declineAssistantOrder).toMatchObject({
      path: '/assistant/order/:orderId/decline',
      access: 'assistant',
    });
    expect(endpoints.listOrders.access).toBe('operator');
  });

  it('exports the list’s filters and sort as CSV, without its page, for a person by default', () => {
    const { query } = endpoints.exportOrders;
    expect(endpoints.exportOrders).toMatchObject({ access: 'operator', produces: 'text/csv' });
    expect(
      query.parse({ status: 'NEW', type: 'VISIT', search: 'Nowak', createdFrom: '2026-03-01' }),
    ).toEqual({
      sort: '-createdAt',
      status: 'NEW',
      type: 'VISIT',
      search: 'Nowak',
      createdFrom: '2026-03-01',
      format: 'spreadsheet',
    });
    for (const refused of [{ page: '1' }, { limit: '10' }, { format: 'xlsx' }])
      expect(query.safeParse(refused).success).toBe(false);
  });
});
