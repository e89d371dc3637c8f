import { formatBadgeCount } from './CountBadge';

describe('badge count', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ] as const)('%i reads %p', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});
