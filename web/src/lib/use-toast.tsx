import { useCallback, useRef, type PointerEvent } from 'react';
import { useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' is the spec's error style; 'success' is for confirmations. */
  variant?: 'default' | 'destructive' | 'success';
}

const VARIANTS: Record<NonNullable<ToastInput['variant']>, VariantType> = {
  default: 'default',
  destructive: 'error',
  success: 'success',
};

/** Dragging a toast this far to the right dismisses it (docs/product.md §9). */
export const SWIPE_DISMISS_PX = 50;

/** A toast's words; a swipe to the right of 50 px or more dismisses it. */
function ToastBody({ title, description, onDismiss }: ToastInput & { onDismiss: () => void }) {
  const start = useRef<number | null>(null);
  const down = (e: PointerEvent) => {
    start.current = e.clientX;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    if (start.current !== null && e.clientX - start.current >= SWIPE_DISMISS_PX) {
      start.current = null;
      onDismiss();
    }
  };
  return (
    <Box
      role="status"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={() => (start.current = null)}
      sx={{ touchAction: 'pan-y' }}
    >
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="p">
          {description}
        </Typography>
      )}
    </Box>
  );
}

let counter = 0;

/** Toasts with a title and an optional description, a close button, swipe and Escape (see app/providers). */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const key: SnackbarKey = `toast-${++counter}`;
      enqueueSnackbar(<ToastBody title={title} description={description} onDismiss={() => closeSnackbar(key)} />, {
        key,
        variant: VARIANTS[variant],
        action: (k) => (
          <IconButton size="small" color="inherit" aria-label="Dismiss notification" onClick={() => closeSnackbar(k)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
