import { useEffect, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { toast } from '@/components/toasts';
import { downloadBlob } from '@/lib/download-blob';
import { chosenExportColumns } from '@/lib/list-export/export-columns';
import { loadExportChoice, saveExportChoice, type ExportFormat } from '@/lib/list-export/export-column-choice';
import { isExportCancelled } from '@/lib/list-export/fetch-all-pages';
import { runExport } from '@/lib/list-export/run-export';
import type { ListExport } from './list-export-button';
import { exportMessages, exportProgressText } from './export-messages';

export interface ExportDialogProps<Row> {
  open: boolean;
  onClose: () => void;
  label: string;
  config: ListExport<Row>;
  /** Rows matching the filter when the dialog opened. */
  matching: number;
  /** Export to Excel at once with the remembered columns (the toolbar's Export to Excel); else choose first. */
  autoStart?: boolean;
}

type Progress = { stage: 'fetching'; fetched: number; total: number } | { stage: 'writing'; total: number };

/**
 * The Export dialog of a list: the format (Excel or CSV) and the columns (the list's, in order),
 * both remembered per list; then every matching row is fetched page by page with a determinate
 * progress bar and Cancel, and the file is written once and downloaded.
 */
export function ExportDialog<Row>({ open, onClose, label, config, matching, autoStart = false }: ExportDialogProps<Row>) {
  const [initial] = useState(() => loadExportChoice(config.id));
  const [format, setFormat] = useState<ExportFormat>(autoStart ? 'excel' : initial.format);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(chosenExportColumns(config.columns, initial.columns).map((column) => column.id)));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const running = progress !== null;
  const columns = config.columns.filter((column) => chosen.has(column.id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const handleCancel = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    onClose();
  };

  const handleExport = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setFailed(false);
    // Export to Excel keeps the remembered format; the dialog's own choice is remembered.
    if (!autoStart) saveExportChoice(config.id, { format, columns: columns.length === config.columns.length ? null : columns.map((column) => column.id) });
    setProgress({ stage: 'fetching', fetched: 0, total: matching });
    try {
      const file = await runExport({
        name: label,
        fileName: config.id,
        format,
        columns,
        fetchPage: config.fetchPage,
        signal: abort.signal,
        onProgress: (fetched, total) => {
          if (!abort.signal.aborted) setProgress({ stage: 'fetching', fetched, total });
        },
        onWriting: () => setProgress({ stage: 'writing', total: matching }),
      });
      if (abort.signal.aborted) return;
      downloadBlob(file.blob, file.filename);
      toast.success(format === 'excel' ? exportMessages.excelDone : exportMessages.csvDone);
      controller.current = null;
      setProgress(null);
      onClose();
    } catch (error) {
      if (abort.signal.aborted || isExportCancelled(error)) return;
      controller.current = null;
      setProgress(null);
      // A failed call has had its message from the API client; anything else is said here.
      if (!isAxiosError(error)) setFailed(true);
    }
  };

  // Export to Excel starts once, as the dialog opens (a ref: StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current || columns.length === 0 || matching === 0) return;
    started.current = true;
    void handleExport();
  });

  const percent = progress?.stage === 'fetching' && progress.total > 0 ? Math.min(100, Math.round((progress.fetched / progress.total) * 100)) : progress ? 100 : 0;
  const progressText = progress ? exportProgressText(progress.stage === 'fetching' ? progress.fetched : progress.total, progress.total, progress.stage) : '';
  const titleId = `export-${config.id}-title`;

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Export ${label}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{exportMessages.matching(matching)}</Typography>
        {failed ? <Alert severity="error">{exportMessages.failed}</Alert> : null}
        <FormControl disabled={running}>
          <FormLabel id={`${titleId}-format`}>Format</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-format`} value={format} onChange={(event) => setFormat(event.target.value === 'csv' ? 'csv' : 'excel')}>
            <FormControlLabel value="excel" control={<Radio />} label="Excel (.xlsx)" />
            <FormControlLabel value="csv" control={<Radio />} label="CSV (.csv)" />
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset" disabled={running} error={columns.length === 0}>
          <FormLabel component="legend">Columns</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {config.columns.map((column) => (
              <FormControlLabel
                key={column.id}
                control={<Checkbox checked={chosen.has(column.id)} onChange={(event) => toggle(column.id, event.target.checked)} />}
                label={column.header}
              />
            ))}
          </FormGroup>
          {columns.length === 0 ? <FormHelperText>{exportMessages.noColumns}</FormHelperText> : null}
        </FormControl>
        {progress ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <LinearProgress variant="determinate" value={percent} aria-label="Export progress" aria-valuetext={progressText} />
            <Typography variant="body2" role="status">
              {progressText}
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void handleExport()} disabled={running || columns.length === 0 || matching === 0}>
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
