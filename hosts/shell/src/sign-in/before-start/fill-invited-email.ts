/**
 * Right after the sign-up page's markup: an invitation e-mail links to it with the address it
 * was sent to (`?email=`), which goes into the empty e-mail field at once, before the page's
 * script starts; the form then takes it over as if typed.
 */
export function fillInvitedEmail(location: Pick<Location, 'search'> = window.location): void {
  const email = new URLSearchParams(location.search).get('email');
  const field = document.querySelector<HTMLInputElement>('input[name="email"]');
  if (email && field && field.value === '') field.value = email;
}
