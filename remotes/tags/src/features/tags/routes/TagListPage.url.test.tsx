/// <reference types="@testing-library/jest-dom" />
import { tagEndpoints } from '@care/contracts/tag';
import { act, screen, waitFor, within } from '@testing-library/react';
import { tagsPath, twelveTags } from '../testing/fixtures';
import { renderTagsApp } from '../testing/render-tags-app';

jest.setTimeout(20_000);

/** The list of Hospicjum Demo's size: twelve tags, two pages at 10 a page. */
const renderList = (query = '') =>
  renderTagsApp(tagsPath(query), (stub) =>
    stub.on(tagEndpoints.listTags, { answer: { items: twelveTags } }),
  );

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const range = () => screen.getByText(/^\d+–\d+ of \d+$/).textContent;
const header = (name: RegExp) => screen.getByRole('columnheader', { name });
const sortBy = (name: RegExp) => within(header(name)).getByRole('button');

describe('tag list state in the URL', () => {
  it('pages, sorts and searches the one list the API answered, keeping each step in the URL', async () => {
    const { user, router, api } = await renderList();
    const search = () => router.state.location.search;
    await screen.findByRole('table');
    expect(range()).toBe('1–10 of 12');
    expect(names()[0]).toBe('Bereavement support');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search()).toBe('?page=2');
    expect(names()).toEqual(['Urgent needs', 'Volunteer']);

    await user.click(sortBy(/Abbreviation/));
    expect(search()).toBe('?sort=abbr');
    expect(header(/Abbreviation/)).toHaveAttribute('aria-sort', 'ascending');
    expect(names().slice(0, 3)).toEqual(['Nutrition', 'Driver', 'Bereavement support']);

    await user.click(sortBy(/Abbreviation/));
    expect(search()).toBe('?sort=-abbr');
    expect(header(/Abbreviation/)).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Volunteer');

    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'CARE');
    await waitFor(() => expect(search()).toBe('?sort=-abbr&search=CARE'));
    // Name, abbreviation or description, in any case.
    await waitFor(() => expect(names()).toEqual(['Spiritual care', 'Night care', 'Home care']));
    expect(range()).toBe('1–3 of 3');

    // All of it from the one answer: the list is not asked for again.
    expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(1);
  });

  it('goes Back through the list as it was: search, sort, page', async () => {
    const { user, router } = await renderList();
    const back = () => act(() => router.navigate(-1));
    await screen.findByRole('table');

    await user.click(sortBy(/Name/));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2&sort=-name');
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'night');
    await waitFor(() => expect(names()).toEqual(['Night care']));

    await back();
    expect(router.state.location.search).toBe('?page=2&sort=-name');
    await waitFor(() => expect(names()).toEqual(['Driver', 'Bereavement support']));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search tags' })).toHaveValue(''),
    );

    await back();
    expect(router.state.location.search).toBe('?sort=-name');
    await waitFor(() => expect(names()[0]).toBe('Volunteer'));
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'descending');

    await back();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(names()[0]).toBe('Bereavement support'));
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens a shared link as it was, and an impossible page as the last one', async () => {
    const { router } = await renderList('?page=2&sort=-abbr');
    await screen.findByRole('table');
    expect(names()).toEqual(['Driver', 'Nutrition']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await act(() => router.navigate(tagsPath('?page=9')));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(names()).toEqual(['Urgent needs', 'Volunteer']);
  });

  it('says when a search finds nothing, and clears it', async () => {
    const { user, router } = await renderList('?search=chemotherapy');

    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “chemotherapy”.')).toBeInTheDocument();
    // Tags exist: the header still offers a new one.
    expect(screen.getByRole('link', { name: 'New tag' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(range()).toBe('1–10 of 12');
  });
});
