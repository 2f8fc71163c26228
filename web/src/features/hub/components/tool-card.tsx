import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Typography } from '@mui/material';

export function ToolCard({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        {icon}
        <Typography variant="h5" component="h2" sx={{ mt: 1 }} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>{children}</CardActions>
    </Card>
  );
}
