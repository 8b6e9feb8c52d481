import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { CellCheckbox, CellLink, CellTag, CellText, RowMenuButton, StatusTag } from '@/components/data-table/cell-parts';
import { cellCss } from '@/components/data-table/cell-styles';
import { statusTone } from '@/components/status-tones';

function renderPart(part: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{part}</MemoryRouter>
    </ThemeProvider>,
  );
}

function ToggleHarness({ onToggle }: { onToggle: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <CellCheckbox
      checked={checked}
      label="Select Alder"
      onChange={() => {
        onToggle();
        setChecked((value) => !value);
      }}
    />
  );
}

describe('light cell parts', () => {
  it('writes their style sheet once, from the theme, before they paint', () => {
    renderPart(
      <>
        <CellText tone="secondary">One</CellText>
        <CellText strong>Two</CellText>
      </>,
    );
    const sheets = document.querySelectorAll('style#fl-cell-parts');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toContain(`.fl-secondary{color:${theme.palette.text.secondary}}`);
    expect(cellCss(theme)).toContain(`.fl-link{color:${theme.palette.primary.main}`);
    expect(screen.getByText('One')).toHaveClass('fl-text', 'fl-secondary');
    expect(screen.getByText('Two')).toHaveClass('fl-strong');
  });

  it('makes a link to an address of the app', () => {
    renderPart(
      <CellLink to="/jobs/view/abc" strong>
        Boiler swap
      </CellLink>,
    );
    expect(screen.getByRole('link', { name: 'Boiler swap' })).toHaveAttribute('href', '/jobs/view/abc');
  });

  it('ticks and unticks a named tick box from the mouse and the keyboard', async () => {
    const onToggle = vi.fn();
    renderPart(<ToggleHarness onToggle={onToggle} />);
    const box = screen.getByRole('checkbox', { name: 'Select Alder' });
    const user = userEvent.setup();
    await user.click(box);
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('shows a part-ticked Select all as mixed', () => {
    renderPart(<CellCheckbox checked={false} indeterminate label="Select all" onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
  });

  it('gives a status the tone StatusChip gives it, and a tag its label', () => {
    renderPart(
      <>
        <StatusTag status="Past Due" />
        <StatusTag status="Something New" />
        <CellTag label="RECURRING" tone="secondary" />
      </>,
    );
    expect(statusTone('Past Due')).toBe('error');
    expect(screen.getByText('Past Due').parentElement).toHaveClass('fl-status', 'fl-tone-error');
    expect(screen.getByText('Something New').parentElement).toHaveClass('fl-tone-grey');
    expect(screen.getByText('RECURRING').parentElement).toHaveClass('fl-chip', 'fl-secondary');
  });

  it('opens a row menu from a named button that says whether its menu is open', async () => {
    const onOpen = vi.fn();
    const view = renderPart(<RowMenuButton label="Actions for Boiler swap" menuId={undefined} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Actions for Boiler swap' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.setup().click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    view.rerender(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <RowMenuButton label="Actions for Boiler swap" menuId="menu-1" onOpen={onOpen} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'menu-1');
  });
});
