import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { toast } from '@/components/toasts';
import { pricebookUpdateNameRequestSchema } from '@/lib/schemas/pricebook-request-schemas';
import { useUpdatePricebookItemName } from '../api/pricebook-item-actions';
import { pricebookToasts } from '../model/pricebook-messages';

export interface InlineNameEditorProps {
  context: string;
  name: string;
  /** The user may rename (PB_U). */
  canRename: boolean;
}

/**
 * The item table's name with inline rename (spec 3 §2; `POST PricebookItem/UpdateName`): Rename
 * turns the name into a field; Enter or Save renames, Escape or Cancel puts the name back. A failed
 * rename keeps what was typed.
 */
export function InlineNameEditor({ context, name, canRename }: InlineNameEditorProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  const rename = useUpdatePricebookItemName();

  const cancel = () => {
    setTyped(null);
    setError('');
  };
  const save = async () => {
    if (typed === null) return;
    const parsed = pricebookUpdateNameRequestSchema.safeParse({ context, name: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (typed.trim() === name) {
      cancel();
      return;
    }
    await rename.mutateAsync({ context, name: typed.trim() });
    toast.success(pricebookToasts.itemsUpdated);
    cancel();
  };
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save().catch(() => undefined);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
  };

  if (typed === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Box>
        {canRename ? (
          <Tooltip title="Rename">
            <IconButton size="small" aria-label={`Rename ${name}`} onClick={() => setTyped(name)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 200 }}>
      <TextField
        size="small"
        label="Name"
        value={typed}
        autoFocus
        error={Boolean(error)}
        helperText={error || undefined}
        disabled={rename.isPending}
        onChange={(event) => {
          setTyped(event.target.value);
          setError('');
        }}
        onKeyDown={handleKey}
        sx={{ flex: 1 }}
      />
      <IconButton size="small" aria-label="Save name" disabled={rename.isPending} onClick={() => void save().catch(() => undefined)}>
        <Check fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel rename" disabled={rename.isPending} onClick={cancel}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
