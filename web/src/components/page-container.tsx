import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

/** The content column of an info or form page, with its one h1. */
export function PageContainer({
  title,
  children,
  maxWidth = 'md',
}: {
  title?: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {title && (
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {title}
        </Typography>
      )}
      {children}
    </Container>
  );
}
