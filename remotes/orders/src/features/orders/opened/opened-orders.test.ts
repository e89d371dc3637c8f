import { markOrderOpened, OPENED_ORDERS_KEPT, readOpenedOrders } from './opened-orders';

const ALICE = 'a1a1a1a1-0000-4000-8000-000000000001';
const BOB = 'b2b2b2b2-0000-4000-8000-000000000002';

beforeEach(() => window.localStorage.clear());

describe('orders an operator has opened', () => {
  it('are kept per account: one operator opening an order leaves it new for another', () => {
    markOrderOpened(ALICE, 'order-1');
    expect(readOpenedOrders(ALICE).has('order-1')).toBe(true);
    expect(readOpenedOrders(BOB).has('order-1')).toBe(false);
  });

  it('keep the most recent marks when there are too many, dropping the oldest', () => {
    for (let index = 0; index <= OPENED_ORDERS_KEPT; index += 1) {
      markOrderOpened(ALICE, `order-${index}`);
    }
    const opened = readOpenedOrders(ALICE);
    expect(opened.size).toBe(OPENED_ORDERS_KEPT);
    expect(opened.has('order-0')).toBe(false);
    expect(opened.has(`order-${OPENED_ORDERS_KEPT}`)).toBe(true);
  });

  it('read a value they did not write as nothing opened, and recover on the next mark', () => {
    window.localStorage.setItem(`care.orders.opened:${ALICE}`, '{not json');
    expect(readOpenedOrders(ALICE).size).toBe(0);
    markOrderOpened(ALICE, 'order-1');
    expect([...readOpenedOrders(ALICE)]).toEqual(['order-1']);
  });

  it('do not fail when the browser refuses to store them', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => markOrderOpened(ALICE, 'order-1')).not.toThrow();
    expect(readOpenedOrders(ALICE).has('order-1')).toBe(false);
    setItem.mockRestore();
  });
});
