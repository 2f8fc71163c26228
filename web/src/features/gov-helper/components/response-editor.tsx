import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { GovResponseItem } from '@cvmate/contract';
import { GOV_WORDS as W } from '@cvmate/contract';
import { responseHeading } from './response-heading';

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

interface Props {
  index: number;
  item: GovResponseItem;
  text: string;
  limit: number;
  onText: (text: string) => void;
  onCopy: () => void;
}

/** One criterion: the STAR parts drafted from the CV, and the full response to edit, counted against the limit. */
export function ResponseEditor({ index, item, text, limit, onText, onCopy }: Props) {
  const words = countWords(text);
  const over = words > limit;
  const parts = [
    ['Situation', item.starResponse.situation],
    ['Task', item.starResponse.task],
    ['Action', item.starResponse.action],
    ['Result', item.starResponse.result],
  ] as const;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {responseHeading(item, index)}
        </Typography>
        {item.panelLooksFor && (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="panel-looks-for">
            {item.panelLooksFor}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { sm: '100px 1fr' }, gap: 0.5 }}>
          {parts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <TextField
          label={`Response ${index + 1}`}
          multiline
          minRows={6}
          fullWidth
          value={text}
          onChange={(e) => onText(e.target.value)}
          error={over}
          helperText={`${words} / ${limit} words${over ? ': over the limit' : ''}. Replace every [bracketed prompt] with your own words.`}
        />
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button size="small" onClick={onCopy}>
            {W.copyOne}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
