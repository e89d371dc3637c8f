import type { Socket } from 'node:net';
import { problemTypes } from '@care/contracts';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { problemContentType, sendProblem } from './errors';
import { problemBody, ProblemError } from './problem';
import { headersOfEveryAnswer } from './security-headers';

/**
 * Requests refused before any route or hook runs — a malformed address, a request head too large,
 * a preflight that is not one — would otherwise leave in the framework's or Node's own format,
 * without the security headers every other answer carries. They get the same problem+json and the
 * same headers here.
 */

/** For Fastify's `frameworkErrors`: an address the router cannot read (malformed %-encoding). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const detail =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a malformed percent-encoding.'
      : 'The request could not be read.';
  const answer = reply as unknown as FastifyReply;
  answer.headers(headersOfEveryAnswer);
  sendProblem(answer, new ProblemError(status, problemTypes.validation, detail));
};

/**
 * For Fastify's `clientErrorHandler`: Node refused the request before Fastify saw it (a head over
 * its size limit, a malformed request line). The socket gets a whole answer, then closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return;
  const [status, reason, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request’s headers are too large.']
      : [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify(problemBody(status, problemTypes.validation, detail));
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    `Content-Type: ${problemContentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headersOfEveryAnswer).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * A CORS preflight must name its origin and method; one that does not is refused as a problem
 * (the CORS plugin would answer it in plain text). Registered before the CORS plugin.
 */
export function refuseMalformedPreflights(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') return;
    if (request.headers.origin && request.headers['access-control-request-method']) return;
    throw new ProblemError(
      400,
      problemTypes.validation,
      'A preflight request needs the Origin and Access-Control-Request-Method headers.',
    );
  });
}
