import Fastify from 'fastify';
import { installProblemHandlers } from './errors';
import { acceptEmptyJsonBodies } from './json-body';
import { refuseUnstorableText, unstorableTexts } from './text-input';

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('text PostgreSQL cannot keep', () => {
  it('names every field with a NUL or a lone surrogate, in the order sent', () => {
    const found = unstorableTexts({
      name: 'a\u0000',
      tags: ['ok', '\ud800', '😀 a whole pair'],
      address: { city: 'x\udc00y' },
      map: { 'key\u0000': true },
    });
    expect(found.map((error) => error.path)).toEqual([
      'name',
      'tags.1',
      'address.city',
      'map.key\u0000',
    ]);
  });

  it('finds one 100,000 levels deep without overflowing the stack', () => {
    const body = JSON.parse(`{"a":${nested(100_000, '"\\u0000"')}}`) as unknown;
    const [error] = unstorableTexts(body);
    expect(error?.path.split('.')).toHaveLength(100_001);
  });

  async function appEchoingBodies() {
    const app = Fastify();
    installProblemHandlers(app);
    acceptEmptyJsonBodies(app);
    refuseUnstorableText(app);
    app.post('/echo', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  // A deeply nested body used to overflow the recursive walk: a 500 for bad input.
  it('answers a deeply nested body as the route would, and a NUL inside it with 400', async () => {
    const app = await appEchoingBodies();
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    try {
      expect((await post(`{"a":${nested(100_000, '')}}`)).statusCode).toBe(200);
      const refused = await post(`{"a":${nested(100_000, '"\\u0000"')}}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await app.close();
    }
  });
});
