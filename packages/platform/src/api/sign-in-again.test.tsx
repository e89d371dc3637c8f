import { accountEndpoints } from '@care/contracts/account';
import { problemTypes } from '@care/contracts/problem-types';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startApiServer, type RecordedRequest } from '../../test/api-server';
import { configurePlatform } from '../config/platform-config';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { answerSignInAgain, useSignInAgainQuestion } from './sign-in-again';

const refusal = {
  status: 403,
  body: { type: problemTypes.reauthenticationRequired, title: 'Forbidden', status: 403 },
};
let refusals: number;
let server: Awaited<ReturnType<typeof startApiServer>>;
let token: string;

beforeAll(async () => {
  // Refuses the first `refusals` requests as the API does an old sign-in, then deletes.
  server = await startApiServer((request: RecordedRequest) =>
    server.requests.indexOf(request) < refusals ? refusal : { status: 204 },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  refusals = 1;
  token = 'signed-in-an-hour-ago';
  configurePlatform({ apiBaseUrl: server.baseUrl, getIdToken: async () => token });
});

/** What the frame's prompt does, reduced to its two answers. */
function Prompt() {
  const asked = useSignInAgainQuestion();
  if (!asked) return null;
  return (
    <div role="dialog" aria-label="Sign in again">
      <button
        onClick={() => {
          token = 'signed-in-just-now';
          answerSignInAgain(true);
        }}
      >
        Sign in
      </button>
      <button onClick={() => answerSignInAgain(false)}>Cancel</button>
    </div>
  );
}

const deleteAccount = () => callEndpoint(accountEndpoints.deleteMe, { body: {} });
/** Its error, caught as it happens: the click that causes it comes before the assertion. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const tokensSent = () => server.requests.map((request) => request.headers.authorization);

describe('a step refused for an old sign-in', () => {
  it('asks the person to sign in again and sends the request once more with the new token', async () => {
    render(<Prompt />);
    const deleted = deleteAccount();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    await expect(deleted).resolves.toBeUndefined();
    expect(tokensSent()).toEqual(['Bearer signed-in-an-hour-ago', 'Bearer signed-in-just-now']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fails as refused when the person cancels, without sending it again', async () => {
    render(<Prompt />);
    const failure = failureOf(deleteAccount());

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await failure).toMatchObject({
      problem: { type: problemTypes.reauthenticationRequired },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('retries only once: a second refusal reaches the caller', async () => {
    refusals = 2;
    render(<Prompt />);
    const failure = failureOf(deleteAccount());

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await failure).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(2);
  });

  it('asks once for requests refused together', async () => {
    refusals = 2;
    render(<Prompt />);
    const both = Promise.all([deleteAccount(), deleteAccount()]);

    await waitFor(() => expect(server.requests).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    await expect(both).resolves.toEqual([undefined, undefined]);
    expect(tokensSent().slice(2)).toEqual([
      'Bearer signed-in-just-now',
      'Bearer signed-in-just-now',
    ]);
  });

  it('fails at once where no prompt can ask (a remote run on its own)', async () => {
    await expect(deleteAccount()).rejects.toMatchObject({
      problem: { type: problemTypes.reauthenticationRequired },
    });
    expect(server.requests).toHaveLength(1);
  });
});
