/// <reference types="@testing-library/jest-dom" />
import { dataExportEndpoints } from '@care/contracts/data-export';
import { problemTypes } from '@care/contracts/problem';
import { routePatterns, routes } from '@care/platform';
import { problem, captureDownloads, type SavedDownload } from '@care/testing';
import { watchFakeSession, type FakeIdentitySdk } from '@care/testing/identity';
import { act, screen, waitFor } from '@testing-library/react';
import { renderAccountApp, stubAccount } from '../../../testing/render-account-app';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

jest.setTimeout(30_000);

beforeAll(() => watchFakeSession(sdk));

const openSettings = (
  answer?: Parameters<typeof renderAccountApp>[2],
  language?: Parameters<typeof renderAccountApp>[3],
) => renderAccountApp(routePatterns.settings, routes.settings(), answer, language);

describe('downloading my data', () => {
  let saved: SavedDownload[] = [];
  let restore = () => {};
  beforeEach(() => ({ saved, restore } = captureDownloads()));
  afterEach(() => restore());

  it('saves the ZIP under my name and today, the button busy until it has arrived', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = await openSettings((stub) =>
      stubAccount(stub).on(dataExportEndpoints.exportMyData, {
        answer: async () => {
          await arrived;
          return 'PK-archive';
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'My data' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Download my data' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    act(() => release());

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^dane-zofia-nowak-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(await saved[0]!.blob.text()).toBe('PK-archive');
    expect(api.requestsTo(dataExportEndpoints.exportMyData)).toHaveLength(1);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says in Polish when the download failed, with the reason', async () => {
    const { user } = await openSettings(
      (stub) =>
        stubAccount(stub).on(dataExportEndpoints.exportMyData, {
          answer: problem(429, problemTypes.rateLimited, { detail: 'Spróbuj za minutę.' }),
        }),
      'pl',
    );
    await user.click(await screen.findByRole('button', { name: 'Pobierz moje dane' }));
    expect(await screen.findByText('Nie udało się pobrać Twoich danych')).toBeInTheDocument();
    expect(screen.getByText('Spróbuj za minutę.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
