import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchTermField } from '@/components/list-page/search-term-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets `ms` of the fake clock pass. */
function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The field as a list uses it: a search puts the term in the address, which gives it back as `value`. */
function AddressHarness({ initial, onSearch, lagMs }: { initial: string; onSearch: (term: string) => void; lagMs: number }) {
  const [address, setAddress] = useState(initial);
  return (
    <SearchTermField
      value={address}
      onSearch={(term) => {
        onSearch(term);
        // A navigation can take a while to reach the address.
        if (lagMs === 0) setAddress(term);
        else window.setTimeout(() => setAddress(term), lagMs);
      }}
      hint="Name, address, telephone or email"
    />
  );
}

function renderField(initial = '', lagMs = 0) {
  const onSearch = vi.fn();
  const view = render(<AddressHarness initial={initial} onSearch={onSearch} lagMs={lagMs} />);
  const field = screen.getByRole('searchbox', { name: 'Search' });
  /** Types `text` one character at a time, `gapMs` apart. */
  const type = (text: string, gapMs: number) => {
    for (let length = 1; length <= text.length; length += 1) {
      fireEvent.change(field, { target: { value: text.slice(0, length) } });
      pass(gapMs);
    }
  };
  return { field, onSearch, type, view };
}

describe('SearchTermField', () => {
  it('pauses for at most 150 ms after typing, so typing to results can fit in 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBeLessThanOrEqual(150);
  });

  it('searches at once the key that makes the term searchable', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'ga' } });
    pass(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'gar' } });
    expect(onSearch.mock.calls).toEqual([['gar']]);
  });

  it('makes one more search of keys typed within the pause, when typing pauses', () => {
    const { onSearch, type } = renderField();
    type('garcia', SEARCH_DEBOUNCE_MS - 50);
    expect(onSearch.mock.calls).toEqual([['gar']]);
    pass(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['gar'], ['garcia']]);
    pass(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('searches at once again after a quiet moment', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'gar' } });
    fireEvent.change(field, { target: { value: 'garc' } });
    pass(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch.mock.calls).toEqual([['gar']]);
    pass(1);
    expect(onSearch.mock.calls).toEqual([['gar'], ['garc']]);
    pass(SEARCH_DEBOUNCE_MS);
    fireEvent.change(field, { target: { value: 'garci' } });
    expect(onSearch.mock.calls).toEqual([['gar'], ['garc'], ['garci']]);
  });

  it('does not search a term still waiting for the pause once Clear search has cleared the list', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'gar' } });
    fireEvent.change(field, { target: { value: 'garc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    pass(SEARCH_DEBOUNCE_MS * 2);
    expect(field).toHaveValue('');
    expect(onSearch.mock.calls).toEqual([['gar'], ['']]);
  });

  it('searches each term a slow typist pauses on', () => {
    const { onSearch, type } = renderField();
    type('garc', SEARCH_DEBOUNCE_MS + 50);
    expect(onSearch.mock.calls).toEqual([['gar'], ['garc']]);
  });

  it('does not search again a term typed back to the one searched', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'gar' } });
    fireEvent.change(field, { target: { value: 'garc' } });
    fireEvent.change(field, { target: { value: 'gar' } });
    pass(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch.mock.calls).toEqual([['gar']]);
  });

  it('keeps what is typed when the address catches up with a term searched earlier', () => {
    const { field, onSearch, type } = renderField('', 100);
    type('gar', SEARCH_DEBOUNCE_MS);
    // "gar" is searched; its address arrives 100 ms later, after "c" and "i" are typed.
    for (const text of ['garc', 'garci']) {
      fireEvent.change(field, { target: { value: text } });
      pass(40);
    }
    pass(20);
    expect(field).toHaveValue('garci');
    pass(SEARCH_DEBOUNCE_MS + 100);
    expect(field).toHaveValue('garci');
    // "garc" came after a quiet moment (searched at once), "garci" within its pause.
    expect(onSearch.mock.calls).toEqual([['gar'], ['garc'], ['garci']]);
  });

  it('does not search a term of one or two characters and says why', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'ga' } });
    pass(SEARCH_DEBOUNCE_MS * 4);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('The search term must be at least 3 characters.');
  });

  it('searches at once on Enter, without waiting for the pause', () => {
    const { field, onSearch } = renderField();
    fireEvent.change(field, { target: { value: 'kowalski' } });
    fireEvent.submit(field.closest('form')!);
    expect(onSearch.mock.calls).toEqual([['kowalski']]);
    pass(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a term the address changes to without searching it again, and Clear search clears the list', () => {
    const onSearch = vi.fn();
    const view = render(<SearchTermField value="gar" onSearch={onSearch} hint="Name" />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('gar');
    view.rerender(<SearchTermField value="tan" onSearch={onSearch} hint="Name" />);
    expect(field).toHaveValue('tan');
    pass(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field).toHaveValue('');
    expect(onSearch.mock.calls).toEqual([['']]);
  });
});
