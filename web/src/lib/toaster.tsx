import { useEffect, useRef, type PointerEvent } from 'react';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type SnackbarKey,
  type VariantType,
} from 'notistack';
import { Box, IconButton, Typography, useMediaQuery } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@cvmate/contract';
import type { ToastInput } from './use-toast';

// Loaded with the first toast (see toast-host.tsx): notistack is not part of any page's first download.

const VARIANTS: Record<NonNullable<ToastInput['variant']>, VariantType> = {
  default: 'default',
  destructive: 'error',
  success: 'success',
};

/** Dragging a toast this far to the right dismisses it (docs/product.md §9). */
const SWIPE_DISMISS_PX = 50;

let markMounted: () => void;
/** Settles once the provider is mounted: notistack's enqueueSnackbar only works from then on. */
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

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

/** Shows a toast with a close button; waits for the provider if it is still mounting. */
export async function show({ title, description, variant = 'default' }: ToastInput) {
  await mounted;
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
}

/** F8 moves focus to the notification area, as the spec's toast region promises; Escape dismisses the toasts. */
function onKey(e: KeyboardEvent) {
  if (e.key === 'Escape') closeSnackbar();
  if (e.key !== 'F8') return;
  const toast = document.querySelector<HTMLElement>(
    '.notistack-SnackbarContainer [role="alert"], .notistack-SnackbarContainer',
  );
  if (toast) {
    toast.tabIndex = -1;
    toast.focus();
  }
}

/** Toasts in the theme's colours: notistack's own green and orange give white text under 4.5:1 (WCAG AA). */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.primary.main },
}));
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** The notification area. */
export function Toaster() {
  // On a phone the bottom of the screen holds what the person is reading (score cards, buttons): toasts go on top.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  useEffect(() => {
    markMounted();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <SnackbarProvider
      Components={TOASTS}
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={narrow ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
