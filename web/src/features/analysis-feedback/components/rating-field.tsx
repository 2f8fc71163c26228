import { Box, Rating, Typography } from '@mui/material';

/** A 1–5 star rating with its question as the group's name (a fieldset and legend, so screen readers say both). */
export function RatingField({
  name,
  label,
  value,
  onChange,
  required,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Rating name={name} value={value || null} onChange={(_e, v) => onChange(v ?? 0)} size="large" />
    </Box>
  );
}
