/// <reference types="@testing-library/jest-dom" />
import { problemTypes } from '@care/contracts';
import { screen, waitFor } from '@testing-library/react';
import { problem } from '../testing/api-stub';
import { storedTags } from '../testing/fixtures';
import { renderTagsApp, setUpTagsApp, tagsApiPath, tagsPath } from '../testing/render-tags-app';

beforeAll(setUpTagsApp);
jest.setTimeout(20_000);

const painTag = storedTags[1]!;
const editPath = tagsPath(`/${painTag.id}/edit`);
const updatePath = tagsApiPath(`/${painTag.id}`);
// A required field's label ends in an asterisk hidden from assistive technology.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

describe('edit tag', () => {
  it('opens with the stored tag and saves it against the version it started from', async () => {
    const saved = { ...painTag, name: 'Pain relief', version: painTag.version + 1 };
    const { user, api } = renderTagsApp(editPath, (stub) =>
      stub
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } })
        .on('PUT', updatePath, { status: 200, body: saved }),
    );

    const name = await screen.findByDisplayValue('Pain management');
    expect(field('Abbreviation')).toHaveValue('PAIN');
    expect(field('Background colour')).toHaveValue('f6e05e');
    // No stored text colour: the form proposes the readable one rather than leaving it empty.
    expect(field('Text colour')).toHaveValue('000000');
    expect(screen.getByRole('radio', { name: 'Pill' })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Pain relief');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
    const [request] = api.requestsTo('PUT', updatePath);
    expect(request!.headers.get('If-Match')).toBe(`"${painTag.version}"`);
    expect(request!.body).toEqual({
      name: 'Pain relief',
      abbr: 'PAIN',
      description: 'Needs regular pain assessment',
      color: 'f6e05e',
      textColor: '000000',
      icon: 'pill',
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(tagsPath()),
    );
  });

  it('when someone else changed the tag meanwhile, says so and loads their version', async () => {
    const theirs = { ...painTag, name: 'Pain clinic', abbr: 'PC', version: painTag.version + 1 };
    const { user, api } = renderTagsApp(editPath, (stub) =>
      stub
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } })
        .on('GET', tagsApiPath(), { status: 200, body: { items: [storedTags[0], theirs] } })
        .on('PUT', updatePath, problem(412, problemTypes.preconditionFailed, 'Precondition failed'))
        .on('PUT', updatePath, { status: 200, body: { ...theirs, version: theirs.version + 1 } }),
    );
    const name = await screen.findByDisplayValue('Pain management');

    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Someone else changed this tag')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pain clinic')).toBeInTheDocument();
    expect(field('Abbreviation')).toHaveValue('PC');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
    const [, second] = api.requestsTo('PUT', updatePath);
    expect(second!.headers.get('If-Match')).toBe(`"${theirs.version}"`);
  });

  it('shows not available for a tag that does not exist', async () => {
    renderTagsApp(tagsPath('/0f0e0d0c-0b0a-4909-8807-060504030201/edit'), (stub) =>
      stub.on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tags' })).toHaveAttribute('href', tagsPath());
  });
});
