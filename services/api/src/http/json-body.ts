import type { FastifyInstance } from 'fastify';

/**
 * The browser sends `Content-Type: application/json` on every request, bodiless POSTs included,
 * so an empty JSON body reads as `{}`; anything else goes through Fastify's own safe parser.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: a text/plain (or any other) body is a 415, not a string that fails validation.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
