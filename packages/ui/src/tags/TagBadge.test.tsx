/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { readableTextColor } from './contrast';
import { TagBadge } from './TagBadge';

describe('TagBadge', () => {
  it('shows the abbreviation and announces the full name', () => {
    render(
      <UiProvider>
        <TagBadge
          tag={{
            name: 'Palliative care',
            abbr: 'PAL',
            color: 'ff0000',
            textColor: '00ff00',
            icon: 'heart',
          }}
        />
      </UiProvider>,
    );
    const badge = screen.getByTitle('Palliative care');
    expect(badge).toHaveTextContent('PAL, Palliative care');
    expect(screen.getByText('PAL')).toBeVisible();
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('renders a tag whose icon is unknown or missing without an icon', () => {
    render(
      <UiProvider>
        <TagBadge
          tag={{
            name: 'Night shift',
            abbr: 'N',
            color: '000000',
            textColor: null,
            icon: 'no-such-icon',
          }}
        />
      </UiProvider>,
    );
    expect(screen.getByTitle('Night shift').querySelector('svg')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it.each([
    ['ffffff', '000000'],
    ['ffff00', '000000'],
    ['000000', 'ffffff'],
    ['1a365d', 'ffffff'],
    ['ff0000', '000000'],
  ])('on #%s reads best in #%s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });
});
