/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n, LOCALE_STORAGE_KEY } from '@care/i18n';
import { UiProvider } from '@care/ui';
import { RemoteApp } from './RemoteApp';
import { registerRemotesFromConfig } from './remote-registry';

// The federation runtime fetches manifests and scripts over the network; it is
// the boundary these tests replace.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const TagsArea = () => <h1>Tags area</h1>;
const remoteDown = () => Promise.reject(new TypeError('Failed to fetch'));
const remoteUp = () => Promise.resolve({ default: TagsArea });

beforeAll(() => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
  initI18n();
});

let consoleError: jest.SpyInstance;
let deployment = 0;

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Loads are shared per remote and manifest URL, so each test gets its own URL.
  deployment += 1;
  registerRemotesFromConfig({ tags: manifestUrl() });
});

const manifestUrl = () => `http://tags.test/${deployment}/mf-manifest.json`;

afterEach(() => jest.restoreAllMocks());

/** Suspending renders only settle inside an awaited act (React 19). */
const renderSettled = (ui: React.ReactElement) =>
  act(async () => void render(ui, { wrapper: UiProvider }));
const clickRetry = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));

const forcedReRegistrations = () =>
  mockedRegisterRemotes.mock.calls.filter(([, options]) => options?.force === true).length;

it('shows a spinner, then renders the remote it loaded', async () => {
  let resolveLoad: (module: { default: typeof TagsArea }) => void = () => undefined;
  mockedLoadRemote.mockReturnValueOnce(new Promise((resolve) => (resolveLoad = resolve)));

  await renderSettled(<RemoteApp name="tags" />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await act(async () => resolveLoad({ default: TagsArea }));
  expect(await screen.findByRole('heading', { name: 'Tags area' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('tags/App');
  expect(consoleError).not.toHaveBeenCalled();
});

it('shows the area as soon as its code arrives, without holding the spinner', async () => {
  // React holds a Suspense fallback at least 300 ms once shown, so a remote whose code came in
  // 60 ms appeared 300 ms after the click. Outside act (which skips that hold), as in a browser.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let resolveLoad: (module: { default: typeof TagsArea }) => void = () => undefined;
  mockedLoadRemote.mockReturnValueOnce(new Promise((resolve) => (resolveLoad = resolve)));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    render(<RemoteApp name="tags" />, { wrapper: UiProvider });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    resolveLoad({ default: TagsArea });
    expect(
      await screen.findByRole('heading', { name: 'Tags area' }, { timeout: 250 }),
    ).toBeInTheDocument();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

it('renders an area loaded before in the first pass, with no spinner at all', async () => {
  mockedLoadRemote.mockImplementation(remoteUp);
  await renderSettled(<RemoteApp name="tags" />);
  const { unmount } = render(<RemoteApp name="tags" />, { wrapper: UiProvider });
  // No act, no await: what the first render drew.
  expect(screen.getAllByRole('heading', { name: 'Tags area' })).toHaveLength(2);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  unmount();
});

it('marks the area with the build named in the remote manifest', async () => {
  // The runtime keeps each manifest it fetched; only the part read here is given.
  const manifest = { metaData: { buildInfo: { buildVersion: '2.4.0' } } };
  jest.mocked(getInstance).mockReturnValue({
    snapshotHandler: { manifestCache: new Map([[manifestUrl(), manifest]]) },
  } as unknown as ReturnType<typeof getInstance>);
  mockedLoadRemote.mockImplementation(remoteUp);

  await renderSettled(<RemoteApp name="tags" />);

  const heading = await screen.findByRole('heading', { name: 'Tags area' });
  expect(heading.closest('[data-remote="tags"]')).toHaveAttribute('data-build-version', '2.4.0');
});

it('marks the area with its build when config.json names the remote by a path on the page’s origin', async () => {
  // As behind the front door: the runtime keeps the manifest under the address it registered.
  registerRemotesFromConfig({ tags: '/remotes/tags/mf-manifest.json' });
  const manifest = { metaData: { buildInfo: { buildVersion: '3.1.0' } } };
  jest.mocked(getInstance).mockReturnValue({
    snapshotHandler: {
      manifestCache: new Map([
        [`${window.location.origin}/remotes/tags/mf-manifest.json`, manifest],
      ]),
    },
  } as unknown as ReturnType<typeof getInstance>);
  mockedLoadRemote.mockImplementation(remoteUp);

  await renderSettled(<RemoteApp name="tags" />);

  const heading = await screen.findByRole('heading', { name: 'Tags area' });
  expect(heading.closest('[data-remote="tags"]')).toHaveAttribute('data-build-version', '3.1.0');
});

it('retries a failing load once by itself, then shows the error card and logs once', async () => {
  mockedLoadRemote.mockImplementation(remoteDown);

  await renderSettled(<RemoteApp name="tags" />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the panel could not be loaded',
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(consoleError).toHaveBeenCalledTimes(1);
});

it('renders without the card when the automatic retry succeeds', async () => {
  mockedLoadRemote.mockImplementationOnce(remoteDown).mockImplementation(remoteUp);

  await renderSettled(<RemoteApp name="tags" />);

  expect(await screen.findByRole('heading', { name: 'Tags area' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(forcedReRegistrations()).toBe(1);
  expect(consoleError).not.toHaveBeenCalled();
});

it('Retry fetches the remote afresh and renders it once it is back', async () => {
  mockedLoadRemote.mockImplementation(remoteDown);
  await renderSettled(<RemoteApp name="tags" />);
  await screen.findByRole('alert');
  const reRegistrationsBeforeRetry = forcedReRegistrations();

  mockedLoadRemote.mockImplementation(remoteUp);
  await clickRetry();

  expect(await screen.findByRole('heading', { name: 'Tags area' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  // Every failed attempt dropped the runtime's cached manifest and entry.
  expect(reRegistrationsBeforeRetry).toBe(2);
  expect(consoleError).toHaveBeenCalledTimes(1);
});

it('shows the card again when Retry fails, logging that failure once more', async () => {
  mockedLoadRemote.mockImplementation(remoteDown);
  await renderSettled(<RemoteApp name="tags" />);
  await screen.findByRole('alert');

  await clickRetry();

  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(4);
  expect(consoleError).toHaveBeenCalledTimes(2);
});

it('keeps a remote that throws while rendering inside its card after one automatic retry', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  mockedLoadRemote.mockImplementation(() => Promise.resolve({ default: Broken }));

  await renderSettled(
    <>
      <p>Top bar</p>
      <RemoteApp name="tags" />
    </>,
  );

  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByText('Top bar')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});
