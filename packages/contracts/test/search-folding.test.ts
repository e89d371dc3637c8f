import { foldedLetters, foldForSearch } from '../src/search-folding';

describe('search folding in the browser', () => {
  it('turns every letter of the table into its plain letter, as the API stores and searches it', () => {
    const wrong = foldedLetters.filter(([letter, plain]) => foldForSearch(letter) !== plain);
    expect(wrong).toEqual([]);
  });

  it('folds a whole name, and letters beyond the table by their marks', () => {
    expect(foldForSearch('Łódź Świętokrzyska')).toBe('lodz swietokrzyska');
    expect(foldForSearch('ǍǏ Ṡ')).toBe('ai s');
  });
});
