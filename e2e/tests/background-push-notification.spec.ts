import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { localStackOnly } from '../support/deployment';
import { expect, test } from '../support/test';

localStackOnly('it finds the push worker by its file name in this checkout’s shell build');

// The push service worker as the shell's build emits it, registered the way the panel registers it
// (its query carries the SDK files and the app values) and served with the panel's CSP. No push
// service is reachable here, so the push is delivered to the worker through the browser itself.
const asset = (name: string) => {
  const assets = readdirSync(join(__dirname, '../../hosts/shell/dist/assets'));
  const file = assets.find((candidate) => candidate.startsWith(`${name}.`));
  if (!file) throw new Error(`The shell build has no ${name} asset; run pnpm build first.`);
  return `/assets/${file}`;
};

test('a push that arrives while the panel is in the background shows the order with the panel icon', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['notifications']);
  const panel = await context.newPage();
  await panel.goto('/auth/login');

  const query = new URLSearchParams({
    app: asset('firebase-app-compat'),
    messaging: asset('firebase-messaging-compat'),
    apiKey: 'demo-key',
    projectId: 'demo-care',
    appId: '1:1:web:1',
    messagingSenderId: '1',
    icon: '/favicon.svg',
    orderPath: '/organization/:id/orders/:orderId',
  });
  const scope = await panel.evaluate(
    async (url) => {
      const registration = await navigator.serviceWorker.register(url);
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
        );
      }
      return registration.scope;
    },
    `${asset('firebase-messaging-sw')}?${query}`,
  );

  const devtools = await context.newCDPSession(panel);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((item) => item.scopeURL === scope)).toBe(true);
  const registrationId = registrations.find((item) => item.scopeURL === scope)?.registrationId;

  // With the panel closed, the messaging SDK hands the message to the worker's background handler.
  const other = await context.newPage();
  await panel.close();
  const background = await context.newCDPSession(other);
  await background.send('ServiceWorker.enable');
  const origin = new URL(scope).origin;
  await background.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrationId ?? '',
    data: JSON.stringify({
      data: {
        title: 'Nowe zlecenie',
        description: 'Podopieczny złożył nowe zlecenie.',
        organizationId: '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11',
        orderId: '4b0d3c55-8e4f-4a36-9a4e-6f2d1c0b9a88',
      },
      from: '1',
      fcmMessageId: 'message-1',
    }),
  });

  const [worker] = context.serviceWorkers();
  await expect
    .poll(() =>
      worker?.evaluate(async () => {
        // Runs in the worker, whose global is a ServiceWorkerGlobalScope.
        const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          icon: notification.icon,
          data: notification.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Nowe zlecenie',
        body: 'Podopieczny złożył nowe zlecenie.',
        icon: `${origin}/favicon.svg`,
        data: {
          link: '/organization/0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11/orders/4b0d3c55-8e4f-4a36-9a4e-6f2d1c0b9a88',
        },
      },
    ]);
  await context.close();
});
