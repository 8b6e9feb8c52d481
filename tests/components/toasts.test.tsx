import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { toast, Toasts } from '@/components/toasts';

const renderToasts = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <Toasts />
    </ThemeProvider>,
  );

describe('Toasts', () => {
  it('renders nothing until the first toast, then shows it with its title and closes it', async () => {
    const { container } = renderToasts();
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast.success('The record was saved.', 'Saved');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saved');
    expect(alert).toHaveTextContent('The record was saved.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a new toast at once in place of the one on screen', async () => {
    renderToasts();
    act(() => toast.info('First notice'));
    expect(await screen.findByRole('alert')).toHaveTextContent('First notice');
    act(() => toast.warning('Second notice'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Second notice');
    expect(screen.queryByText('First notice')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps a toast with an action waiting behind a newer one, and shows it again after', async () => {
    renderToasts();
    let undone = 0;
    act(() => toast.successWithAction('3 jobs changed.', { label: 'Undo', onClick: () => (undone += 1) }, 10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 jobs changed.');
    act(() => toast.success('Job saved.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 jobs changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('restarts a toast whose message comes again instead of repeating it', async () => {
    renderToasts();
    act(() => {
      toast.success('Job saved.');
      toast.success('Job saved.');
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
