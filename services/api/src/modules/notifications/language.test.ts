import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['fr, de', 'pl'],
    ['pl;q=0.4, en;q=0.6', 'en'],
    ['en;q=0, pl', 'pl'],
    ['EN-us', 'en'],
  ])('reads %p as %p', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
