import { useCallback } from 'react';
import { useSnackbar, type VariantType } from 'notistack';
import { Box, Typography } from '@mui/material';

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

/** Toasts with a title and an optional description (one visible at a time; see app/providers). */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      enqueueSnackbar(
        <Box role="status">
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" component="p">
              {description}
            </Typography>
          )}
        </Box>,
        { variant: VARIANTS[variant] },
      );
    },
    [enqueueSnackbar],
  );
}
