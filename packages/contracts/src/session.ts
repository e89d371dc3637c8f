import { defineEndpoint } from './endpoint';

/**
 * The optional token sync: the browser posts the signed-in user's ID token after sign-in
 * and every refresh, and deletes it on sign-out. The cookie it sets is read only by GETs of files
 * (logos, document files), which an `<img>` or a download link cannot send a bearer header with.
 */
export const sessionEndpoints = {
  createSession: defineEndpoint({
    method: 'POST',
    path: '/session',
    access: 'verified',
    tag: 'session',
    summary: 'Set the httpOnly file cookie from the bearer token, valid until the token expires',
    successStatus: 204,
  }),
  deleteSession: defineEndpoint({
    method: 'DELETE',
    path: '/session',
    // Clearing a cookie needs no token: a sign-out in another tab, or after the token expired,
    // still clears it.
    access: 'public',
    tag: 'session',
    summary: 'Clear the file cookie',
    successStatus: 204,
  }),
};
