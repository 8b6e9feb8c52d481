import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MIN_SHOWN_MS } from '@/components/toast-snackbar';
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

  it('shows the next toast once the first is dismissed', async () => {
    renderToasts();
    act(() => {
      toast.info('First notice');
      toast.warning('Second notice');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('First notice');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Second notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('gives way to a waiting toast once it has been shown two seconds, not after its five', async () => {
    renderToasts();
    act(() => toast.success('Job detail added to job.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job detail added to job.');
    vi.useFakeTimers();
    act(() => toast.success('Job saved.'));
    // (A few ms of real time passed between the first toast's showing and the fake clock.)
    act(() => {
      vi.advanceTimersByTime(MIN_SHOWN_MS - 100);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Job detail added to job.');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Job saved.');
    // The last one has its full five seconds.
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Job saved.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not cut short a toast with an action (Undo) when another waits behind it', async () => {
    renderToasts();
    act(() => toast.successWithAction('3 jobs changed.', { label: 'Undo', onClick: () => undefined }, 10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('3 jobs changed.');
    vi.useFakeTimers();
    act(() => toast.success('Job saved.'));
    act(() => {
      vi.advanceTimersByTime(MIN_SHOWN_MS * 2);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('3 jobs changed.');
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Job saved.');
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
