import { notificationTypes, orderAttentionReasons, orderTypes } from '@care/contracts';
import { notificationText } from './texts';

/**
 * A role as the subject of a past-tense verb ("Asystent przyjął", "asystentka przyjęła"): the
 * verb's ending would say whether the person is a man or a woman.
 */
const roleActs =
  /\b(asystent|operator|podopieczn|opiekun)\p{L}*\s+(nie\s+)?\p{L}+ł[aoy]?(?!\p{L})/iu;

describe('notification texts in Polish', () => {
  const texts = notificationTypes.flatMap((type) =>
    orderTypes.flatMap((orderType) =>
      [undefined, ...orderAttentionReasons].map((overdue) => ({
        type,
        ...notificationText(
          type,
          { number: 'Z/2026/0001', type: orderType, ...(overdue ? { overdue } : {}) },
          'pl',
        ),
      })),
    ),
  );

  it('never guess the gender of whoever acted, since one text goes to everyone', () => {
    const gendered = texts
      .flatMap(({ type, title, description }) => [`${type}: ${title}`, `${type}: ${description}`])
      .filter((line) => roleActs.test(line));
    expect([...new Set(gendered)]).toEqual([]);
  });

  it('say the assistant took the order without naming anyone', () => {
    const accepted = notificationText(
      'ASSISTANT_ORDER_ACCEPTED',
      { number: 'Z/2026/0001', type: 'VISIT' },
      'pl',
    );
    expect(accepted).toEqual({
      title: 'Zlecenie przyjęte do realizacji',
      description: 'Osoba przypisana do zlecenia Z/2026/0001 (wizyta) przyjęła je do realizacji.',
    });
  });
});
