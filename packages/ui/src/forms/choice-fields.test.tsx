/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { z } from 'zod';
import { UiProvider } from '../system';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  role: z.enum(['OPERATOR', 'ASSISTANT']),
  isPolicyAccepted: z.literal(true, { error: 'You must accept the Terms of Service' }),
});

function TestForm({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
  const form = useZodForm(schema, {
    defaultValues: { role: '' as 'OPERATOR', isPolicyAccepted: false as true },
  });
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        placeholder="Choose a role"
        options={[
          { value: 'OPERATOR', label: 'Operator' },
          { value: 'ASSISTANT', label: 'Assistant' },
        ]}
      />
      <CheckboxField control={form.control} name="isPolicyAccepted" label="I accept the terms" />
      <button type="submit">Save</button>
    </form>
  );
}

// Forms in jsdom on a busy 2-core machine can take seconds per test.
jest.setTimeout(20_000);

beforeAll(async () => {
  // jsdom has no PointerEvent; the checkbox's press tracking creates one on focus.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  initI18n();
  await i18n.changeLanguage('en');
});

describe('SelectField and CheckboxField', () => {
  it('show their errors linked to the control and submit the chosen values', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    render(
      <UiProvider>
        <TestForm onSubmit={onSubmit} />
      </UiProvider>,
    );
    const role = screen.getByRole('combobox', { name: 'Role' });
    const accept = screen.getByRole('checkbox', { name: 'I accept the terms' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'));
    expect(role).toHaveFocus();
    expect(accept).toHaveAccessibleDescription('You must accept the Terms of Service');

    await user.selectOptions(role, 'Assistant');
    await user.click(accept);
    await waitFor(() => expect(accept).not.toHaveAccessibleDescription());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ role: 'ASSISTANT', isPolicyAccepted: true });
  });
});
