import { fillInvitedEmail } from './fill-invited-email';

describe('the address an invitation links the sign-up page with', () => {
  beforeEach(() => {
    document.body.innerHTML = '<form><input name="email" type="email" value=""></form>';
  });
  const field = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;

  it('goes into the empty e-mail field before the page starts', () => {
    fillInvitedEmail({ search: '?email=zofia%2Bhospicjum%40example.org' });
    expect(field().value).toBe('zofia+hospicjum@example.org');
  });

  it('leaves an address the visitor already typed, and a page without one', () => {
    field().value = 'typed@example.org';
    fillInvitedEmail({ search: '?email=other%40example.org' });
    expect(field().value).toBe('typed@example.org');

    field().value = '';
    fillInvitedEmail({ search: '' });
    expect(field().value).toBe('');
  });
});
