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
});
