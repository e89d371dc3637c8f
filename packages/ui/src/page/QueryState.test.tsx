/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { UiProvider } from '../system';
import { QueryState, type QueryLike } from './QueryState';
import { problemError } from './test-problem';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

interface Tags {
  items: string[];
}

/** A query's result at one moment, as react-query's useQuery answers it. */
function query(state: Partial<QueryLike<Tags>> & Pick<QueryLike<Tags>, 'status'>) {
  return { data: undefined, error: null, isFetching: false, refetch: jest.fn(), ...state };
}

function renderState(ui: ReactNode) {
  return render(<UiProvider>{ui}</UiProvider>);
}

const tagList = (data: Tags) => (
  <ul>
    {data.items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const empty = { title: 'No tags yet', action: <button>New tag</button> };

describe('QueryState', () => {
  it('says it is loading until the first answer', () => {
    renderState(
      <QueryState
        query={query({ status: 'pending', isFetching: true })}
        loadingLabel="Loading tags…"
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading tags…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a skeleton of its own while loading when given one', () => {
    renderState(
      <QueryState query={query({ status: 'pending' })} loading={<p>Skeleton rows</p>}>
        {tagList}
      </QueryState>,
    );
    expect(screen.getByText('Skeleton rows')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure with the problem’s detail and retries on request', async () => {
    const failed = query({
      status: 'error',
      error: problemError(
        503,
        'internal-error',
        'Service unavailable',
        'The database is restarting.',
      ),
    });
    renderState(
      <QueryState query={failed} errorTitle="Unable to load tags">
        {tagList}
      </QueryState>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load tags');
    expect(alert).toHaveTextContent('The database is restarting.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows Retry busy while the retry runs', () => {
    renderState(
      <QueryState query={query({ status: 'error', error: new Error('offline'), isFetching: true })}>
        {tagList}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    // A busy button's label is hidden behind its spinner; it is the only button there.
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('says the resource is not available on a 404, with the action given', () => {
    renderState(
      <QueryState
        query={query({ status: 'error', error: problemError(404, 'not-found', 'Not found') })}
        notFoundAction={<a href="/tags">Back to tags</a>}
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tags' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the empty state with its call to action for an empty list', () => {
    renderState(
      <QueryState query={query({ status: 'success', data: { items: [] } })} empty={empty}>
        {tagList}
      </QueryState>,
    );
    expect(screen.getByText('No tags yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New tag' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks the caller what empty means when told how', () => {
    renderState(
      <QueryState
        query={query({ status: 'success', data: { items: ['archived'] } })}
        empty={empty}
        isEmpty={(data) => data.items.every((item) => item === 'archived')}
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByText('No tags yet')).toBeInTheDocument();
  });

  it('renders the data', () => {
    renderState(
      <QueryState
        query={query({ status: 'success', data: { items: ['Home care'] } })}
        empty={empty}
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Home care');
    expect(screen.queryByText('No tags yet')).not.toBeInTheDocument();
  });

  it('keeps the answer on screen when a later refetch fails', () => {
    renderState(
      <QueryState
        query={query({
          status: 'error',
          data: { items: ['Home care'] },
          error: new Error('offline'),
        })}
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Home care');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows not available when a refetch finds the resource gone', () => {
    renderState(
      <QueryState
        query={query({
          status: 'error',
          data: { items: ['Home care'] },
          error: problemError(404, 'not-found', 'Not found'),
        })}
      >
        {tagList}
      </QueryState>,
    );
    expect(screen.getByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
