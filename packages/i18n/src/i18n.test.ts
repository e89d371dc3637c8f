import { i18n, getLanguage } from './instance';
import { initI18n, registerResources, setLanguage } from './i18n';
import { LOCALE_STORAGE_KEY, languageOfLocale } from './locale';

describe('i18n setup', () => {
  beforeAll(() => {
    localStorage.clear();
    registerResources('early', { pl: { hello: 'Cześć' }, en: { hello: 'Hello' } });
    registerResources('early', {
      pl: { page: { title: 'Strona' } },
      en: { page: { title: 'Page' } },
    });
    initI18n();
  });

  it('speaks Polish by default and says so on <html lang>', () => {
    expect(getLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18n.t('validation.required')).toBe('To pole jest wymagane');
  });

  it('switching to English stores the locale and updates <html lang>', async () => {
    await setLanguage('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('validation.required')).toBe('This field is required');
    await setLanguage('pl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pl-PL');
  });

  it('keeps strings registered before and after initialisation, each in its namespace', async () => {
    registerResources('late', { pl: { bye: 'Pa' }, en: { bye: 'Bye' } });
    expect(i18n.t('early:hello')).toBe('Cześć');
    expect(i18n.t('late:bye')).toBe('Pa');
    await setLanguage('en');
    expect(i18n.t('late:bye')).toBe('Bye');
    await setLanguage('pl');
  });

  it('adds the strings of a namespace registered again to those it had', () => {
    registerResources('late', {
      pl: { wizard: { next: 'Dalej' } },
      en: { wizard: { next: 'Next' } },
    });
    registerResources('late', {
      pl: { wizard: { back: 'Wstecz' } },
      en: { wizard: { back: 'Back' } },
    });
    expect(i18n.t('late:bye')).toBe('Pa');
    expect(i18n.t('late:wizard.next')).toBe('Dalej');
    expect(i18n.t('late:wizard.back')).toBe('Wstecz');
    expect(i18n.t('early:hello')).toBe('Cześć');
    expect(i18n.t('early:page.title')).toBe('Strona');
  });

  it('falls back to English for a string Polish lacks', () => {
    registerResources('partial', { pl: {}, en: { onlyEnglish: 'Only English' } });
    expect(i18n.t('partial:onlyEnglish')).toBe('Only English');
  });

  it('states the general messages in English', () => {
    const en = i18n.getFixedT('en');
    expect(en('validation.minLength', { count: 3 })).toBe('Must be at least 3 characters long');
    expect(en('validation.passwordsMismatch')).toBe('Passwords do not match');
    expect(en('validation.fillRequired')).toBe('Fill in required fields');
    expect(en('states.notAvailable')).toBe('Requested resource is not available.');
  });

  it('uses Polish plural forms', () => {
    const pl = i18n.getFixedT('pl');
    expect(pl('validation.minLength', { count: 1 })).toBe('Musi mieć co najmniej 1 znak');
    expect(pl('validation.minLength', { count: 3 })).toBe('Musi mieć co najmniej 3 znaki');
    expect(pl('validation.minLength', { count: 5 })).toBe('Musi mieć co najmniej 5 znaków');
  });
});

describe('stored locale', () => {
  it.each([
    ['pl-PL', 'pl'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de-DE', 'pl'],
    [null, 'pl'],
  ])('%s reads as %s', (stored, language) => {
    expect(languageOfLocale(stored)).toBe(language);
  });
});
