import { memo, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import type { PaletteOption } from '../model/palette-options';

const NOTHING_FOUND = 'Nothing found.';
const EMPTY_HINT = 'Type to find customers, jobs, intake, documents, pricebook items and actions.';

/** The result list in place under the box (not a floating popup): the dialog is the popup. */
function InlinePopper(props: { children?: ReactNode | ((...args: never[]) => ReactNode); className?: string; style?: object; open?: boolean }) {
  // Inline `position`: the Autocomplete's own rule places a popper without a portal absolutely.
  return typeof props.children === 'function' ? null : (
    <Box className={props.className} style={{ position: 'static' }}>
      {props.children}
    </Box>
  );
}

/**
 * A result row: plain elements styled once by the list's `sx` (`rowStyles`), not a styled component
 * per line: twenty rows are drawn after each search, and at 4x CPU each MUI `sx` costs.
 */
function PaletteRow({ option, rowProps }: { option: PaletteOption; rowProps: HTMLAttributes<HTMLLIElement> }) {
  return (
    <li {...rowProps}>
      <span className="fl-palette-text">
        <span className="fl-palette-title">{option.title}</span>
        {option.detail ? <span className="fl-palette-detail">{option.detail}</span> : null}
      </span>
    </li>
  );
}

/** The rows' lines: the title in medium weight, the detail in secondary text, each on one line. */
const rowStyles = {
  '& .fl-palette-text': { minWidth: 0, display: 'block' },
  '& .fl-palette-title, & .fl-palette-detail': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .fl-palette-title': { typography: 'body1', fontWeight: 500 },
  '& .fl-palette-detail': { typography: 'body2', color: 'text.secondary' },
} as const;

const groupRecent = () => 'Recent';

export interface PaletteBoxProps {
  input: string;
  onInput: (value: string) => void;
  options: readonly PaletteOption[];
  onChoose: (option: PaletteOption | null) => void;
  /** Escape in the box: the palette closes. */
  onEscape: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  searching: boolean;
  /** The term of the results shown ('' while none are): the bench's "first results after the last keystroke". */
  resultsFor: string;
}

/**
 * The palette's box and its result list. Memoised, with stable callbacks from the dialog: opening
 * and closing the palette (the dialog stays mounted) re-renders the dialog, not the box, its field
 * and its rows, whose styles at 4x CPU were most of an opening's time.
 */
export const PaletteBox = memo(function PaletteBox({ input, onInput, options, onChoose, onEscape, inputRef, searching, resultsFor }: PaletteBoxProps) {
  const emptyBox = input.trim() === '';
  return (
    <Box sx={{ p: 2, pb: 1 }}>
      <Autocomplete<PaletteOption, false, false, false>
        open
        disablePortal
        autoHighlight
        openOnFocus
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') onInput(value);
        }}
        onChange={(_event, option) => onChoose(option)}
        onClose={(_event, reason) => {
          if (reason === 'escape') onEscape();
        }}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.title}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        groupBy={emptyBox ? groupRecent : undefined}
        noOptionsText={emptyBox ? EMPTY_HINT : searching ? 'Searching…' : NOTHING_FOUND}
        clearOnBlur={false}
        handleHomeEndKeys
        forcePopupIcon={false}
        slots={{ popper: InlinePopper }}
        slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: { xs: '60vh', sm: '55vh' }, ...rowStyles } } }}
        renderOption={({ key, ...rowProps }, option) => <PaletteRow key={key} option={option} rowProps={rowProps} />}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
            label="Find"
            placeholder="Customer, telephone, job, invoice number, action…"
            // The label sits above the box from the start (the placeholder says what to type): opening
            // the palette then adds no new styles for a label moving up, which cost a style pass.
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
          />
        )}
      />
      <Box sx={{ height: 4 }} data-results-for={resultsFor}>
        {searching ? <LinearProgress aria-label="Searching" /> : null}
      </Box>
    </Box>
  );
});
