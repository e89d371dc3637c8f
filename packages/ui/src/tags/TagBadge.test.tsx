/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { badgeTextColor, contrastRatio, readableTextColor } from './contrast';
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

describe('badgeTextColor', () => {
  it.each([
    // The tag's own colour, where it reads well.
    ['2b6cb0', 'ffffff', 'ffffff'],
    ['f6e05e', '1a202c', '1a202c'],
    // Too little contrast (white on grey 4.0:1, green on red): black or white instead.
    ['718096', 'ffffff', '000000'],
    ['ff0000', '00ff00', '000000'],
    // None of its own.
    ['1a365d', null, 'ffffff'],
  ])('on #%s with #%s shows #%s', (background, own, shown) => {
    const text = badgeTextColor(background, own);
    expect(text).toBe(shown);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('000000', 'ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('ffffff', 'ffffff')).toBe(1);
    expect(contrastRatio('ffffff', '718096')).toBeCloseTo(4.0, 1);
  });
});

it('a badge whose text colour would not read shows black or white on its colour', () => {
  render(
    <UiProvider>
      <TagBadge
        tag={{ name: 'Driver', abbr: 'DRV', color: '718096', textColor: 'ffffff', icon: null }}
      />
    </UiProvider>,
  );
  expect(getComputedStyle(screen.getByTitle('Driver')).color).toBe('rgb(0, 0, 0)');
});
