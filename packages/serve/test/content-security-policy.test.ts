import { contentSecurityPolicy } from '../src/content-security-policy';
import { defaultRuntimeConfig } from '../src/runtime-config';

const pushHosts = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

describe('content security policy for push', () => {
  it('lets the page register a push token only when push is configured', () => {
    const withoutPush = contentSecurityPolicy(defaultRuntimeConfig({}));
    const withPush = contentSecurityPolicy(
      defaultRuntimeConfig({
        FIREBASE_APP_ID: '1:123:web:abc',
        FIREBASE_MESSAGING_SENDER_ID: '123',
      }),
    );

    expect(withoutPush.connectSrc).not.toEqual(expect.arrayContaining([pushHosts[0]]));
    expect(withoutPush.connectSrc).not.toEqual(expect.arrayContaining([pushHosts[1]]));
    expect(withPush.connectSrc).toEqual(expect.arrayContaining(pushHosts));
  });

  it('keeps the push service worker same-origin and scripts free of inline code', () => {
    const policy = contentSecurityPolicy(
      defaultRuntimeConfig({
        FIREBASE_APP_ID: '1:123:web:abc',
        FIREBASE_MESSAGING_SENDER_ID: '123',
      }),
    );
    expect(policy.workerSrc).toEqual(["'self'"]);
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('content security policy for pictures', () => {
  it('lets the page show the API’s pictures (signed logo links) and a picked file’s preview', () => {
    const sameOrigin = contentSecurityPolicy(defaultRuntimeConfig({}));
    expect(sameOrigin.imgSrc).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    const elsewhere = contentSecurityPolicy(
      defaultRuntimeConfig({ API_BASE_URL: 'https://api.care.example/api/v1' }),
    );
    expect(elsewhere.imgSrc).toContain('https://api.care.example');
  });
});
