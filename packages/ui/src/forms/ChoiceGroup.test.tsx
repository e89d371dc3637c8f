/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../system';
import { ChoiceGroup } from './ChoiceGroup';

jest.setTimeout(20_000);

describe('ChoiceGroup', () => {
  it('shows the current choice and hands over the one picked', async () => {
    const onChange = jest.fn();
    render(
      <UiProvider>
        <ChoiceGroup
          label="Menu mode"
          value="static"
          choices={[
            { value: 'static', label: 'Static' },
            { value: 'overlay', label: 'Overlay' },
          ]}
          onChange={onChange}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Menu mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Static' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Overlay' }));
    expect(onChange).toHaveBeenCalledWith('overlay');
  });
});
