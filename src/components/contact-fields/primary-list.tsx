import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormState,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormSetValue,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { addItem, changedPrimaries, choosePrimary, removeItem, type PrimaryGroupOf } from './contact-list-model';

/** The message of a list-level rule (e.g. exactly one primary), wherever the resolver put it. */
export function listErrorMessage(errors: FieldErrors, name: string): string | undefined {
  const entry = name.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), errors);
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as { message?: unknown; root?: { message?: unknown } };
  const message = record.root?.message ?? record.message;
  return typeof message === 'string' ? message : undefined;
}

/** The list seen as `{ rows }`; the field names stay the caller's. */
type RowsForm = { rows: Record<string, unknown>[] };

export interface PrimaryListProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  name: ArrayPath<T>;
}

/**
 * A form list of which one row (per group) is primary: its rows, and add, remove and choose-primary
 * that keep exactly one primary (the first row added becomes primary; removing the primary passes
 * it on). `groupOf` gives a primary per group (an address per type).
 */
export function usePrimaryList<R extends { primary: boolean }, T extends FieldValues>(props: PrimaryListProps<T>, groupOf?: PrimaryGroupOf<R>) {
  const control = props.control as unknown as Control<RowsForm>;
  const setValue = props.setValue as unknown as UseFormSetValue<RowsForm>;
  const name = props.name as unknown as 'rows';
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ control, name }) ?? []) as R[];
  const { errors, isSubmitted } = useFormState({ control, name });
  const options = { shouldDirty: true, shouldValidate: isSubmitted };
  const field = (index: number, key: string) => `${name}.${index}.${key}` as Path<RowsForm>;

  const applyPrimaries = (before: R[], after: R[]) => {
    for (const index of changedPrimaries(before, after)) setValue(field(index, 'primary'), after[index]!.primary as never, options);
  };

  return {
    control,
    name,
    fields,
    rows,
    listError: listErrorMessage(errors, name),
    /** The form path of a row's field. */
    field,
    /** The form path of a row. */
    row: (index: number) => `${name}.${index}` as Path<RowsForm>,
    /** Sets a row's field and passes the primary flags on as `after` says. */
    setField: (index: number, key: string, value: unknown, before: R[], after: R[]) => {
      setValue(field(index, key), value as never, options);
      applyPrimaries(before, after);
    },
    add: (row: R, shouldFocus: boolean) => {
      const [added] = addItem(rows, row, groupOf).slice(-1);
      append(added as unknown as Record<string, unknown>, { shouldFocus });
    },
    removeAt: (index: number) => {
      const after = removeItem(rows, index, groupOf);
      remove(index);
      applyPrimaries(
        rows.filter((_, position) => position !== index),
        after,
      );
    },
    choose: (index: number) => applyPrimaries(rows, choosePrimary(rows, index, groupOf)),
  };
}

export interface PrimaryListFrameProps {
  /** The list's field name (ids of the heading). */
  name: string;
  legend: string;
  emptyText: string;
  empty: boolean;
  listError: string | undefined;
  addLabel: string;
  onAdd: () => void;
  disabled: boolean;
  children: ReactNode;
}

/** A list field's section: the heading, the rows (or the empty text), the list's error and the add button. */
export function PrimaryListFrame({ name, legend, emptyText, empty, listError, addLabel, onAdd, disabled, children }: PrimaryListFrameProps) {
  const headingId = `${name}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : null}
      {children}
      {listError ? (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      ) : null}
      <Box>
        <Button startIcon={<Add />} onClick={onAdd} disabled={disabled} size="small">
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** A row's remove button ("Remove Telephone 2"). */
export function RemoveRowButton({ rowLabel, onRemove, disabled }: { rowLabel: string; onRemove: () => void; disabled: boolean }) {
  return (
    <Tooltip title={`Remove ${rowLabel}`}>
      <span>
        <IconButton aria-label={`Remove ${rowLabel}`} onClick={onRemove} disabled={disabled}>
          <DeleteOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}
