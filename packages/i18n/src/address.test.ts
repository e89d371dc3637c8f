import { addressText, asAddress, openStreetMapUrl } from './address';

const home = {
  street: 'ul. Długa',
  building: '12',
  apartment: '4',
  postalCode: '31-147',
  city: 'Kraków',
};

describe('an address written out', () => {
  it('reads as one line with the apartment after the building', () => {
    expect(addressText(home)).toBe('ul. Długa 12/4, 31-147 Kraków');
    expect(addressText({ ...home, apartment: undefined })).toBe('ul. Długa 12, 31-147 Kraków');
  });

  it('searches OpenStreetMap for the building, leaving the apartment out', () => {
    const url = new URL(openStreetMapUrl(home));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search');
    expect(url.searchParams.get('query')).toBe('ul. Długa 12, 31-147 Kraków');
  });

  it('is read back from the audit trail only when it is an address', () => {
    expect(asAddress(home)).toEqual(home);
    expect(asAddress({ street: 'ul. Długa' })).toBeUndefined();
    expect(asAddress('ul. Długa 12')).toBeUndefined();
  });
});
