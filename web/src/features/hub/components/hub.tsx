import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useHubView, type HubView } from '../hooks/use-hub-view';
import { SelectionView } from './selection-view';

export interface ToolViewProps {
  /** Shows another view, with extra URL parameters (e.g. the stored CV of a report). */
  setView: (view: HubView, extra?: Record<string, string>) => void;
  /** The view's URL parameters (e.g. `cv`). */
  params: URLSearchParams;
}

interface Props {
  firstName: string | null;
  signedIn: boolean;
  isPremium: boolean | undefined;
  onUpgrade: () => void;
  /** Tool views, composed by the app from their own features. */
  renderTool: (view: Exclude<HubView, 'selection'>, props: ToolViewProps) => ReactNode;
}

/** Signed-in home: pick a tool; every tool view has 'Back to Options'. */
export function Hub({ firstName, signedIn, isPremium, onUpgrade, renderTool }: Props) {
  const { view, params, setView, backToOptions, resetKey } = useHubView();
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {view === 'selection' ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            {firstName ? `What would you like to do today, ${firstName}?` : 'What would you like to do today?'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Choose a tool to get started.
          </Typography>
          <SelectionView signedIn={signedIn} isPremium={isPremium} onOpen={setView} onUpgrade={onUpgrade} />
        </>
      ) : (
        <Box key={resetKey}>
          <Button startIcon={<ArrowBackIcon />} onClick={backToOptions} sx={{ mb: 2 }}>
            Back to Options
          </Button>
          {renderTool(view, { setView, params })}
        </Box>
      )}
    </Container>
  );
}
