import { useInsertionEffect } from 'react';
import { alpha, useTheme, type Theme } from '@mui/material/styles';

/** `DataTableGrid`'s hidden columns: a table with `fl-hide-col-<n>` hides its n-th column's heading and cells (n from 1 to this). */
export const HIDEABLE_COLUMN_PLACES = 16;

/** Phones and tablets: record links and icon buttons are at least this big (the theme's TOUCH_TARGET_PX, WCAG 2.5.5). */
const TOUCH_TARGET_PX = 44;

/**
 * The style sheet of the light cell parts (`cell-parts.tsx`): plain elements with these classes look
 * like MUI's Typography, Link, Chip, Checkbox and IconButton, at a fraction of their render cost. A
 * page of 25 job rows drew about 2,400 styled components; with these it draws a few hundred elements.
 * One sheet for the document, written once, from the theme.
 */
export function cellCss(theme: Theme): string {
  const { palette, typography } = theme;
  const phone = `@media (max-width: ${theme.breakpoints.values.md - 0.05}px)`;
  const tones = { primary: palette.primary.main, info: palette.info.main, success: palette.success.main, warning: palette.warning.main, error: palette.error.main, grey: palette.grey[500] };
  return [
    `.fl-lines{display:grid;gap:2px;justify-items:start;min-width:0}`,
    `.fl-lines.fl-gap{gap:4px}`,
    `.fl-inline{display:flex;align-items:center;gap:8px;flex-wrap:wrap}`,
    `.fl-text{margin:0;font-family:${typography.fontFamily};font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;font-weight:400}`,
    `.fl-secondary{color:${palette.text.secondary}}`,
    `.fl-warning{color:${palette.warning.dark}}`,
    `.fl-strong{font-weight:600}`,
    `.fl-nowrap{white-space:nowrap}`,
    `.fl-anywhere{overflow-wrap:anywhere}`,
    `.fl-caption{font-size:0.75rem;line-height:1.66;letter-spacing:0.03333em}`,
    `ul.fl-lines{margin:0;padding:0;list-style:none}`,
    `.fl-link{color:${palette.primary.main};text-decoration:underline;text-decoration-color:${alpha(palette.primary.main, 0.4)}}`,
    `.fl-link:hover{text-decoration-color:inherit}`,
    `${phone}{.fl-link{display:inline-flex;align-items:center;min-height:${TOUCH_TARGET_PX}px;min-width:${TOUCH_TARGET_PX}px}.fl-icon-button{min-width:${TOUCH_TARGET_PX}px;min-height:${TOUCH_TARGET_PX}px}}`,
    `.fl-chip{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;height:22px;max-width:100%;border-radius:16px;border:1px solid ${palette.grey[400]};font-family:${typography.fontFamily};font-size:0.8125rem;color:${palette.text.primary};white-space:nowrap;vertical-align:middle}`,
    `.fl-chip>span{padding:0 7px;overflow:hidden;text-overflow:ellipsis}`,
    `.fl-chip.fl-strong{font-weight:600}`,
    `.fl-chip.fl-short{height:20px}`,
    `.fl-chip.fl-secondary{color:${palette.secondary.main};border-color:${alpha(palette.secondary.main, 0.7)}}`,
    `.fl-chip.fl-filled-success{color:${palette.success.contrastText};background-color:${palette.success.main};border:0}`,
    `.fl-chip.fl-filled-success>span{padding:0 8px}`,
    ...Object.entries(tones).map(([tone, colour]) => `.fl-tone-${tone}{--fl-tone:${colour}}`),
    `.fl-chip.fl-status{border-color:var(--fl-tone)}`,
    `.fl-chip.fl-status::before{content:"";flex:0 0 auto;width:8px;height:8px;border-radius:50%;background-color:var(--fl-tone);margin-left:8px}`,
    `.fl-check{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;box-sizing:border-box;padding:9px;border-radius:50%;color:${palette.text.secondary};vertical-align:middle}`,
    `.fl-check.fl-checked{color:${palette.primary.main}}`,
    `.fl-check:hover{background-color:${alpha(palette.primary.main, palette.action.hoverOpacity)}}`,
    `@media (hover:none){.fl-check:hover{background-color:transparent}}`,
    `.fl-check>input{position:absolute;inset:0;width:100%;height:100%;margin:0;padding:0;opacity:0;cursor:pointer;z-index:1}`,
    `.fl-check:has(>input:focus-visible){outline:2px solid var(--fl-focus-ring);outline-offset:2px}`,
    `.fl-check>svg,.fl-icon-button>svg{display:block;fill:currentColor;flex-shrink:0}`,
    `.fl-check>svg{width:20px;height:20px}`,
    `.fl-icon-button{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;flex:0 0 auto;margin:0;padding:8px;border:0;border-radius:50%;background-color:transparent;color:${palette.action.active};cursor:pointer;font:inherit;transition:background-color 150ms cubic-bezier(0.4,0,0.2,1)}`,
    `.fl-icon-button:hover{background-color:${palette.action.hover}}`,
    `.fl-icon-button>svg{width:24px;height:24px}`,
    // Written once with the rest, so hiding a column changes a class of its table and adds no CSS (new rules cost a style pass of the page).
    ...Array.from({ length: HIDEABLE_COLUMN_PLACES }, (_, index) => {
      const place = index + 1;
      const table = `table.fl-hide-col-${place}`;
      return `${table}>thead>tr>th:nth-of-type(${place}),${table}>tbody>tr.data-table-row>td:nth-of-type(${place}),${table}>tfoot>tr>td:nth-of-type(${place}){display:none}`;
    }),
  ].join('\n');
}

const SHEET_ID = 'fl-cell-parts';
let installedFor: Theme | null = null;

/** Writes the sheet of `theme` into the document, once (again only for another theme). */
export function installCellStyles(theme: Theme, doc: Document = document): void {
  if (installedFor === theme && doc.getElementById(SHEET_ID)) return;
  installedFor = theme;
  const sheet = doc.getElementById(SHEET_ID) ?? doc.head.appendChild(Object.assign(doc.createElement('style'), { id: SHEET_ID }));
  sheet.textContent = cellCss(theme);
}

/** Every part calls it: the sheet is in the document before the part's first paint. */
export function useCellStyles(): void {
  const theme = useTheme();
  useInsertionEffect(() => installCellStyles(theme), [theme]);
}
