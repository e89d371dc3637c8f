import { isUnread, notificationListSchema, notificationSchema, notificationTypes } from '../src';

const notification = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  title: 'Nowe zlecenie',
  description: 'Pacjent prosi o wizytę',
  data: { orderId: '7c6b5a49-3827-4165-9a8b-7c6d5e4f3a2b', type: 'ORDER_CREATED' },
  createdAt: '2026-11-20T08:15:00.000Z',
  organizationId: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b',
};

describe('notification parsing', () => {
  it('parses a notification of every known type', () => {
    for (const type of notificationTypes) {
      expect(
        notificationSchema.safeParse({ ...notification, data: { ...notification.data, type } })
          .success,
      ).toBe(true);
    }
  });

  it('rejects an unknown type, a bad order id and a bad date', () => {
    const bad = [
      { ...notification, data: { ...notification.data, type: 'ORDER_LOST' } },
      { ...notification, data: { ...notification.data, orderId: 'order-1' } },
      { ...notification, createdAt: 'yesterday' },
      { ...notification, readAt: '2026-13-01T00:00:00Z' },
    ];
    for (const input of bad) expect(notificationSchema.safeParse(input).success).toBe(false);
  });

  it('is unread while readAt is absent', () => {
    expect(isUnread(notificationSchema.parse(notification))).toBe(true);
    expect(isUnread({ readAt: '2026-11-20T09:00:00Z' })).toBe(false);
  });

  it('a list answer carries the page and whether it is the last', () => {
    const list = { items: [notification], pagination: { page: 1, limit: 10, isLast: true } };
    expect(notificationListSchema.parse(list).pagination.isLast).toBe(true);
  });
});
