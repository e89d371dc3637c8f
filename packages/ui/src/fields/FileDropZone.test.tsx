/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { z } from 'zod';
import { useZodForm } from '../forms/use-zod-form';
import { UiProvider } from '../system';
import { FileDropZone } from './FileDropZone';
import { inLanguage, prepareJsdomForPopups } from './test-setup';

jest.setTimeout(20_000);

const logoTypes = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
const MB = 1024 * 1024;

const schema = z.object({ logo: z.instanceof(File, { message: 'Choose a logo' }) });
type Values = z.infer<typeof schema>;

function LogoForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useZodForm(schema, { defaultValues: { logo: null as unknown as File } });
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <FileDropZone
        control={form.control}
        name="logo"
        label="Logo"
        accept={logoTypes}
        maxSize={2 * MB}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = jest.fn();
  const { container } = render(
    <UiProvider>
      <LogoForm onSubmit={onSubmit} />
    </UiProvider>,
  );
  // What a drop or the system's file dialog delivers is not filtered here: the field checks it.
  const user = userEvent.setup({
    delay: null,
    applyAccept: false,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onSubmit, user, picker };
}

const fileOf = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

const zone = () =>
  screen.getByRole('button', { name: /choose a file or drop it here|wybierz plik/i });

/** A drag and drop of one file, as the browser reports it (jsdom has no DataTransfer). */
function drop(target: HTMLElement, file: File) {
  const item = {
    kind: 'file',
    type: file.type,
    getAsFile: () => file,
    webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
  };
  const dataTransfer = { files: [file], items: [item], types: ['Files'] };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

beforeAll(prepareJsdomForPopups);

describe('FileDropZone in English', () => {
  beforeEach(() => inLanguage('en'));

  it('says which files it takes, and takes one picked with the file dialog', async () => {
    const { user, picker, onSubmit } = renderForm();
    // Its name holds the words it shows (WCAG 2.5.3), so saying them reaches it.
    expect(zone()).toHaveAccessibleName('Logo: Choose a file or drop it here');
    expect(zone()).toHaveAccessibleDescription(
      expect.stringContaining('PNG, JPG, or JPEG, up to 2 MB'),
    );
    expect(screen.getByText('PNG, JPG, or JPEG, up to 2 MB')).toBeInTheDocument();

    const logo = fileOf('hospice.png', 'image/png', 350 * 1024);
    await user.upload(picker, logo);

    expect(await screen.findByText('hospice.png')).toBeInTheDocument();
    expect(screen.getByText('350 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].logo).toBe(logo);
  });

  it('takes a dropped file', async () => {
    renderForm();
    const logo = fileOf('hospice.jpg', 'image/jpeg', 1000);

    await act(async () => drop(zone(), logo));

    expect(await screen.findByText('hospice.jpg')).toBeInTheDocument();
  });

  it('checks a dropped file as one picked', async () => {
    renderForm();

    await act(async () => drop(zone(), fileOf('notes.txt', 'text/plain', 1000)));

    await waitFor(() =>
      expect(zone()).toHaveAccessibleDescription(
        'This type of file is not accepted. Choose PNG, JPG, or JPEG.',
      ),
    );
  });

  it('refuses a file of another type, saying which types it takes', async () => {
    const { user, picker, onSubmit } = renderForm();

    await user.upload(picker, fileOf('report.pdf', 'application/pdf', 1000));

    expect(zone()).toHaveAccessibleDescription(
      'This type of file is not accepted. Choose PNG, JPG, or JPEG.',
    );
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('judges a file without a reported type by its name', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, fileOf('scan.jpeg', '', 1000));
    expect(await screen.findByText('scan.jpeg')).toBeInTheDocument();
  });

  it('refuses a file over the size limit, saying both sizes', async () => {
    const { user, picker } = renderForm();

    await user.upload(picker, fileOf('poster.png', 'image/png', 3 * MB));

    expect(zone()).toHaveAccessibleDescription('This file is 3 MB, more than the 2 MB allowed.');
    expect(zone()).toHaveAttribute('data-invalid');
  });

  it('refuses an empty file', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, fileOf('empty.png', 'image/png', 0));
    expect(zone()).toHaveAccessibleDescription('This file is empty.');
  });

  it('clears the complaint once a good file comes', async () => {
    const { user, picker } = renderForm();
    await user.upload(picker, fileOf('report.pdf', 'application/pdf', 1000));
    await user.upload(picker, fileOf('hospice.png', 'image/png', 1000));

    expect(await screen.findByText('hospice.png')).toBeInTheDocument();
    expect(screen.queryByText(/not accepted/)).not.toBeInTheDocument();
  });

  it('is reached and opened from the keyboard, and the chosen file removed from it', async () => {
    const { user, picker, onSubmit } = renderForm();
    const openDialog = jest.spyOn(picker, 'click').mockImplementation(() => undefined);

    await user.tab();
    expect(zone()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(openDialog).toHaveBeenCalledTimes(1));

    await user.upload(picker, fileOf('hospice.png', 'image/png', 1000));
    const remove = await screen.findByRole('button', { name: 'Remove hospice.png' });
    remove.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(zone()).toHaveFocus());
    expect(screen.queryByText('hospice.png')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a logo')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FileDropZone in Polish', () => {
  beforeEach(() => inLanguage('pl'));

  it('says what is wrong in Polish', async () => {
    const { user, picker } = renderForm();
    expect(screen.getByText('PNG, JPG lub JPEG, do 2 MB')).toBeInTheDocument();

    await user.upload(picker, fileOf('raport.pdf', 'application/pdf', 1000));
    await waitFor(() =>
      expect(zone()).toHaveAccessibleDescription(
        'Ten rodzaj pliku nie jest przyjmowany. Wybierz PNG, JPG lub JPEG.',
      ),
    );

    // The form checks the new file after the upload resolves: the old message may still show.
    await user.upload(picker, fileOf('plakat.png', 'image/png', 2.5 * MB));
    await waitFor(() =>
      expect(zone()).toHaveAccessibleDescription('Ten plik ma 2,5 MB, więcej niż dozwolone 2 MB.'),
    );
  });
});
