import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';

function NoteForm({ onSubmit }: { onSubmit: (values: { note: string }) => Promise<void> }) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  return (
    <EditorDialogForm form={form} submitLabel="Save Note" onSubmit={onSubmit}>
      <FormTextField control={form.control} name="note" label="Note" />
    </EditorDialogForm>
  );
}

function Harness({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: { note: string }) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <EditorDialog
        open={open}
        title="Add Note"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <NoteForm onSubmit={onSubmit} />
      </EditorDialog>
    </ThemeProvider>
  );
}

describe('EditorDialog', () => {
  it('closes at once while nothing was typed', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} onSubmit={vi.fn()} />);
    await userEvent.setup().click(within(screen.getByRole('dialog', { name: 'Add Note' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it('asks before discarding what was typed: Keep Editing keeps it, Discard Changes closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} onSubmit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Gate code 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Gate code 1234');

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits the values and keeps the dialog open while saving', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Harness onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call first');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: 'Call first' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });
});
