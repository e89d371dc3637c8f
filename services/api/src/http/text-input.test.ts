import Fastify from 'fastify';
import { installProblemHandlers } from './errors';
import { acceptEmptyJsonBodies } from './json-body';
import { nulPaths, refuseNulCharacters } from './text-input';

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('NUL characters in input', () => {
  it('names every field that carries one, in the order sent', () => {
    expect(
      nulPaths({ name: 'a\u0000', tags: ['ok', '\u0000'], address: { city: 'x\u0000y' } }),
    ).toEqual(['name', 'tags.1', 'address.city']);
  });

  it('finds one 100,000 levels deep without overflowing the stack', () => {
    const body = JSON.parse(`{"a":${nested(100_000, '"\\u0000"')}}`) as unknown;
    const [path] = nulPaths(body);
    expect(path?.split('.')).toHaveLength(100_001);
  });

  async function appEchoingBodies() {
    const app = Fastify();
    installProblemHandlers(app);
    acceptEmptyJsonBodies(app);
    refuseNulCharacters(app);
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
