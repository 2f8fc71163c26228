import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** An outlined card with a heading: the sections of the account page and the match report. */
export function SectionCard({
  title,
  level = 'h2',
  children,
}: {
  title: string;
  /** The heading level in its page's outline. */
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component={level} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
