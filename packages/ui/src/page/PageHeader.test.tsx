/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('names the page in its one h1, with its description and actions', () => {
    render(
      <UiProvider>
        <PageHeader
          title="Tags"
          description="Tags mark members by their care needs."
          actions={<button>New tag</button>}
        />
      </UiProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tags');
    expect(screen.getByText('Tags mark members by their care needs.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New tag' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads back with the link given, named by its text', () => {
    render(
      <UiProvider>
        <PageHeader title="Edit tag" back={<a href="/organization/1/tags">Back to tags</a>} />
      </UiProvider>,
    );
    const back = screen.getByRole('link', { name: 'Back to tags' });
    expect(back).toHaveAttribute('href', '/organization/1/tags');
    // The arrow is decoration; the link's name stays its text.
    expect(back.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can take the focus from script but is no stop of the Tab key', () => {
    render(
      <UiProvider>
        <PageHeader title="Tags" />
      </UiProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    heading.focus();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
