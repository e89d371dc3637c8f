/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazy-page';

const pageModule = { DashboardPage: () => <h1>Dashboard</h1> };

/** The guard's move: a spinner, then the page once the account has answered. */
function renderBehindGuard(Page: ReturnType<typeof lazyPage>) {
  let showPage = () => undefined as void;
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('shown');
    return <p>Loading the page…</p>;
  }
  function Guard() {
    const [ready, setReady] = useState(false);
    showPage = () => setReady(true);
    return ready ? <Page /> : <p>Checking your session…</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Guard />
    </Suspense>,
  );
  return { showPage: () => act(() => showPage()), fallbacks };
}

describe('a lazily loaded page', () => {
  it('shows at once, with no loading state in between, when its code was preloaded', async () => {
    const Page = lazyPage(async () => pageModule, 'DashboardPage');
    Page.preload();
    await act(async () => undefined);
    const guard = renderBehindGuard(Page);

    guard.showPage();

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(guard.fallbacks).toEqual([]);
  });

  it('shows the loading state while its code loads when it was not preloaded', async () => {
    let deliver = () => undefined as void;
    const Page = lazyPage(
      () => new Promise<typeof pageModule>((resolve) => (deliver = () => resolve(pageModule))),
      'DashboardPage',
    );
    const guard = renderBehindGuard(Page);

    guard.showPage();
    expect(screen.getByText('Loading the page…')).toBeInTheDocument();
    await act(async () => deliver());

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
