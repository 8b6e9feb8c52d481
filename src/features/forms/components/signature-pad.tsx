import { useEffect, useId, useRef, useState, type PointerEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import KeyboardIcon from '@mui/icons-material/Keyboard';

/** The pad's drawing size in canvas pixels; it scales to the width available (3:1). */
export const SIGNATURE_PAD_WIDTH = 600;
export const SIGNATURE_PAD_HEIGHT = 200;
const INK = '#1a237e';
const TYPED_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "Apple Chancery", cursive';

export interface SignaturePadProps {
  label: string;
  /** A PNG data URL, or '' when not signed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Focused when the signature fails validation (the keyboard path: Type Signature). */
  focusRef?: Ref<HTMLButtonElement>;
  /** Shown but not signable (a template's preview). */
  disabled?: boolean;
}

function context2d(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  return canvas?.getContext('2d') ?? null;
}

function clearCanvas(canvas: HTMLCanvasElement | null): void {
  context2d(canvas)?.clearRect(0, 0, SIGNATURE_PAD_WIDTH, SIGNATURE_PAD_HEIGHT);
}

/** Draws a stored signature, fitted and centred. */
function paintImage(canvas: HTMLCanvasElement | null, dataUrl: string): void {
  clearCanvas(canvas);
  const ctx = context2d(canvas);
  if (!ctx || !dataUrl) return;
  const image = new Image();
  image.onload = () => {
    const scale = Math.min(SIGNATURE_PAD_WIDTH / image.width, SIGNATURE_PAD_HEIGHT / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    ctx.drawImage(image, (SIGNATURE_PAD_WIDTH - width) / 2, (SIGNATURE_PAD_HEIGHT - height) / 2, width, height);
  };
  image.src = dataUrl;
}

/** Writes a typed name in a handwriting font, as large as fits. */
function paintTypedName(canvas: HTMLCanvasElement | null, name: string): void {
  clearCanvas(canvas);
  const ctx = context2d(canvas);
  if (!ctx) return;
  let size = 72;
  ctx.font = `italic ${size}px ${TYPED_FONT}`;
  while (size > 20 && ctx.measureText(name).width > SIGNATURE_PAD_WIDTH - 48) {
    size -= 4;
    ctx.font = `italic ${size}px ${TYPED_FONT}`;
  }
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(name, SIGNATURE_PAD_WIDTH / 2, SIGNATURE_PAD_HEIGHT * 0.68);
}

/**
 * A signature field: draw on the pad with a finger, stylus or mouse (pointer events), or press Type
 * Signature and type a name, which is written on the pad. The answer is the pad as a PNG data URL.
 */
export function SignaturePad({ label, value, onChange, onBlur, required = false, error, hint, focusRef, disabled = false }: SignaturePadProps) {
  const labelId = useId();
  const statusId = useId();
  const helperId = useId();
  const typedId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ x: number; y: number } | null>(null);
  /** The value the pad shows; a different value from outside (a reload) is painted again. */
  const painted = useRef<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');

  useEffect(() => {
    if (painted.current === value) return;
    painted.current = value;
    paintImage(canvasRef.current, value);
  }, [value]);

  const emit = (next: string) => {
    painted.current = next;
    onChange(next);
  };

  const snapshot = (): string => canvasRef.current?.toDataURL('image/png') ?? '';

  const pointFor = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? SIGNATURE_PAD_WIDTH / rect.width : 1;
    const scaleY = rect.height > 0 ? SIGNATURE_PAD_HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const ctx = context2d(canvasRef.current);
    if (!ctx) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointFor(event);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(point.x, point.y);
    ctx.lineTo(point.x + 0.1, point.y + 0.1);
    ctx.stroke();
    stroke.current = point;
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = stroke.current;
    const ctx = context2d(canvasRef.current);
    if (!last || !ctx) return;
    const point = pointFor(event);
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    ctx.lineTo(point.x, point.y);
    ctx.stroke();
    stroke.current = point;
  };

  const handlePointerEnd = () => {
    if (!stroke.current) return;
    stroke.current = null;
    emit(snapshot());
    onBlur?.();
  };

  const handleClear = () => {
    clearCanvas(canvasRef.current);
    setTypedName('');
    emit('');
  };

  const handleTyped = (name: string) => {
    setTypedName(name);
    if (name.trim() === '') {
      clearCanvas(canvasRef.current);
      emit('');
      return;
    }
    paintTypedName(canvasRef.current, name.trim());
    emit(snapshot());
  };

  const signed = value !== '';
  const describedBy = [statusId, error || hint ? helperId : null].filter(Boolean).join(' ');

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <FormLabel id={labelId} required={required} error={Boolean(error)} sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: SIGNATURE_PAD_WIDTH,
          aspectRatio: `${SIGNATURE_PAD_WIDTH} / ${SIGNATURE_PAD_HEIGHT}`,
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        {/* The signing line and the prompt sit behind the transparent canvas. */}
        <Box aria-hidden sx={{ position: 'absolute', left: '6%', right: '6%', top: '74%', borderBottom: '1px solid', borderColor: 'grey.400', pointerEvents: 'none' }} />
        {signed ? null : (
          <Typography
            aria-hidden
            variant="body2"
            sx={{ position: 'absolute', left: '6%', top: '76%', color: 'grey.700', pointerEvents: 'none', userSelect: 'none' }}
          >
            Sign here
          </Typography>
        )}
        <canvas
          ref={canvasRef}
          width={SIGNATURE_PAD_WIDTH}
          height={SIGNATURE_PAD_HEIGHT}
          role="img"
          aria-label={`Signature pad: ${label}`}
          aria-describedby={describedBy}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerEnd}
          onPointerCancel={handlePointerEnd}
          onLostPointerCapture={handlePointerEnd}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none', cursor: disabled ? 'default' : 'crosshair', pointerEvents: disabled ? 'none' : undefined }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {signed ? 'Signed' : 'Not signed'}
        </Typography>
        <Button
          ref={focusRef}
          size="small"
          startIcon={<KeyboardIcon />}
          aria-expanded={typing}
          aria-controls={typing ? typedId : undefined}
          onClick={() => setTyping((current) => !current)}
          disabled={disabled}
        >
          Type Signature
        </Button>
        <Button size="small" startIcon={<ClearIcon />} onClick={handleClear} disabled={disabled || !signed} aria-label={`Clear ${label}`}>
          Clear
        </Button>
      </Box>
      {typing ? (
        <TextField
          id={typedId}
          label={`Type ${label}`}
          value={typedName}
          onChange={(event) => handleTyped(event.target.value)}
          autoFocus
          autoComplete="name"
          helperText="Your typed name is written on the signature pad."
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      ) : null}
      {error || hint ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 0 }}>
          {error ?? hint}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
