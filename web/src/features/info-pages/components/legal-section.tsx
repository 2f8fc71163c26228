import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary" sx={{ '& p': { mt: 0 }, '& ul': { mt: 0 } }}>
        {children}
      </Typography>
    </Box>
  );
}
