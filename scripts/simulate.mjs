#!/usr/bin/env node
// `pnpm simulate`: traffic on a running panel (`pnpm start`), through the real API and the real
// Auth emulator. The demo beneficiary places orders, the demo assistant accepts what it is asked
// to take (now and then it declines) and later hands it off as handled, so someone watching the
// panel as an operator sees the bell and the orders list move. With --operator the demo's
// second operator also accepts new orders and asks the assistant to take them, so the whole
// round runs without anyone. It stops by itself after --orders orders and their follow-up, or
// after --minutes, whichever comes first; Ctrl-C stops it sooner.
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '12' },
    orders: { type: 'string', default: '10' },
    minutes: { type: 'string', default: '10' },
    operator: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help) {
  console.log(`pnpm simulate [--rate=N] [--orders=N] [--minutes=N] [--operator]

  --rate      actions per minute (default 12: one every 5 s)
  --orders    orders the beneficiary places before it stops (default 10)
  --minutes   longest run (default 10)
  --operator  operator2@care.test accepts new orders and assigns the assistant too

The API and the Auth emulator are found where pnpm start puts them: API_PORT (4000) and
AUTH_EMULATOR_PORT (9099).`);
  process.exit(0);
}

const positive = (name, value) => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`--${name} must be a positive number, got "${value}"`);
    process.exit(1);
  }
  return number;
};
const rate = positive('rate', options.rate);
const orderLimit = Math.floor(positive('orders', options.orders));
const minutes = positive('minutes', options.minutes);

const api = `http://127.0.0.1:${process.env.API_PORT ?? 4000}/api/v1`;
const emulator = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
const password = 'demo1234';
const demo = {
  beneficiary: 'beneficiary@care.test',
  assistant: 'assistant@care.test',
  operator: 'operator2@care.test',
};

const requests = [
  ['VISIT', 'Proszę o wizytę pielęgniarki, ból nasila się wieczorem.'],
  ['VISIT', 'Potrzebna zmiana opatrunku, rana zaczęła się sączyć.'],
  ['EQUIPMENT', 'Proszę o ssak medyczny, obecny przestał działać.'],
  ['EQUIPMENT', 'Potrzebny materac przeciwodleżynowy.'],
  ['TRANSPORT', 'Transport na badanie kontrolne w przyszłym tygodniu.'],
  ['CONSULTATION', 'Prośba o rozmowę z psychologiem dla rodziny.'],
  ['CONSULTATION', 'Konsultacja w sprawie żywienia – trudności z przełykaniem.'],
  ['OTHER', 'Czy wolontariusz mógłby pomóc przy zakupach?'],
];

/** An ID token from the emulator's REST API, as the mobile app's SDK would get it. */
async function signIn(email) {
  const response = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  ).catch(() => null);
  const answer = response ? await response.json() : {};
  if (!answer.idToken)
    throw new Error(
      `cannot sign in as ${email} at ${emulator}: is the panel running (pnpm start)? ${JSON.stringify(answer.error?.message ?? '')}`,
    );
  return { token: answer.idToken, expiresAt: Date.now() + Number(answer.expiresIn ?? 3600) * 1000 };
}

/** A signed-in demo person; the token is renewed a few minutes before it expires. */
function person(email) {
  let session;
  return async function call(method, path, body, ifMatch) {
    if (!session || session.expiresAt - Date.now() < 5 * 60_000) session = await signIn(email);
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        'accept-language': 'pl',
        ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const problem = `${response.status} ${json?.type ?? ''} ${json?.detail ?? ''}`.trim();
      throw Object.assign(new Error(`${method} ${path}: ${problem}`), { status: response.status });
    }
    return json;
  };
}

const beneficiary = person(demo.beneficiary);
const assistant = person(demo.assistant);
const operator = options.operator ? person(demo.operator) : null;

const permissions = await beneficiary('GET', '/account/permissions');
const organizationId = Object.keys(permissions.beneficiary)[0];
if (!organizationId) throw new Error(`${demo.beneficiary} is no beneficiary of any organization`);
const assistantMemberId = (await assistant('GET', '/account/permissions')).assistant[organizationId]
  ?.memberId;

const started = Date.now();
const deadline = started + minutes * 60_000;
let placed = 0;
let tick = 0;
/** What this run placed: it ends once each of them is settled (handled, rejected, cancelled). */
const placedIds = new Set();
const log = (line) => console.log(`${new Date().toLocaleTimeString('pl-PL')}  ${line}`);

/** The assistant's orders with its own answer on each. */
async function assistantWork() {
  const { items } = await assistant('GET', '/assistant/order?limit=100');
  const mine = (order) =>
    order.assistants.find((each) => each.memberId === assistantMemberId)?.status;
  return {
    asked: items.filter(
      (order) =>
        mine(order) === 'NOTIFIED' &&
        (order.status === 'ACCEPTED' || order.status === 'IN_PROGRESS'),
    ),
    taken: items.filter((order) => mine(order) === 'ACCEPTED' && order.status === 'IN_PROGRESS'),
  };
}

/** One step of whoever has something to do, in turn; false when nobody has anything left. */
async function step() {
  tick += 1;
  if (operator) {
    const base = `/operator/organization/${organizationId}/order`;
    const fresh = await operator('GET', `${base}?status=NEW&sort=createdAt&limit=1`);
    const next = fresh.items[0];
    if (next) {
      const accepted = await operator('POST', `${base}/${next.id}/accept`, undefined, next.version);
      await operator(
        'POST',
        `${base}/${next.id}/assistant`,
        { memberId: assistantMemberId },
        accepted.version,
      );
      log(`operator2 accepted ${next.number} and asked the assistant to take it`);
      return true;
    }
  }
  const work = await assistantWork();
  if (work.asked.length > 0 && tick % 2 === 0) {
    const order = work.asked[0];
    const decline = Math.random() < 0.15;
    await assistant(
      'POST',
      `/assistant/order/${order.id}/${decline ? 'decline' : 'accept'}`,
      undefined,
      order.version,
    );
    log(`assistant ${decline ? 'declined' : 'accepted'} ${order.number}`);
    return true;
  }
  if (work.taken.length > 0 && tick % 3 === 0) {
    const order = work.taken[0];
    await assistant('POST', `/assistant/order/${order.id}/mark-handled`, undefined, order.version);
    log(`assistant handed off ${order.number} as handled`);
    return true;
  }
  if (placed < orderLimit) {
    const [type, description] = requests[Math.floor(Math.random() * requests.length)];
    const preferredDate = new Date(Date.now() + (1 + Math.floor(Math.random() * 5)) * 86_400_000);
    preferredDate.setHours(10, 0, 0, 0);
    const order = await beneficiary('POST', `/beneficiary/organization/${organizationId}/order`, {
      type,
      description,
      preferredDate: preferredDate.toISOString(),
    });
    placed += 1;
    placedIds.add(order.id);
    log(`beneficiary placed ${order.number} (${type}) — ${placed}/${orderLimit}`);
    return true;
  }
  // Every order is placed: go on while one of them still waits for someone (an operator in
  // the panel, the assistant), and stop once all are settled.
  const own = await beneficiary(
    'GET',
    `/beneficiary/organization/${organizationId}/order?limit=100`,
  );
  const settled = new Set(['HANDLED', 'REJECTED', 'CANCELLED']);
  return own.items.some((order) => placedIds.has(order.id) && !settled.has(order.status));
}

let stopped = false;
let wake = () => {};
process.on('SIGINT', () => {
  stopped = true;
  wake();
});

log(
  `simulating on ${api}: ${rate} actions a minute, up to ${orderLimit} orders, at most ${minutes} min${operator ? ', with operator2' : ''}`,
);
while (!stopped && Date.now() < deadline) {
  let busy = true;
  try {
    busy = await step();
  } catch (error) {
    // Someone in the panel acted first (409/412): the next step sees the new state.
    if (error.status === 409 || error.status === 412) log(`skipped: ${error.message}`);
    else throw error;
  }
  if (!busy) break;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 60_000 / rate);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}
log(
  `done after ${Math.round((Date.now() - started) / 1000)} s: ${placed} orders placed${Date.now() >= deadline ? ' (time limit)' : ''}`,
);
