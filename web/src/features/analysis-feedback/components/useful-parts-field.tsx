import { Checkbox, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { USEFUL_PARTS, USEFULNESS_COMMENTS_MAX } from '@cvmate/contract';

type Part = (typeof USEFUL_PARTS)[number];
export interface UsefulParts {
  ticked: Part[];
  other: string;
}

/** 'Other' follows its text: ticked when text is typed, unticked when it is emptied; unticking it clears the text. */
export function nextParts(
  value: UsefulParts,
  change: { part: Part; ticked: boolean } | { other: string },
): UsefulParts {
  if ('other' in change) {
    const ticked = value.ticked.filter((p) => p !== 'Other');
    return { other: change.other, ticked: change.other ? [...ticked, 'Other'] : ticked };
  }
  const ticked = change.ticked ? [...value.ticked, change.part] : value.ticked.filter((p) => p !== change.part);
  return { ticked, other: change.part === 'Other' && !change.ticked ? '' : value.other };
}

/** The useful-parts checkboxes of docs/product.md §9, with 'Other' and its text. */
export function UsefulPartsField({ value, onChange }: { value: UsefulParts; onChange: (v: UsefulParts) => void }) {
  return (
    <FormGroup>
      <Typography variant="body2">Which parts were useful?</Typography>
      {USEFUL_PARTS.map((part) => (
        <FormControlLabel
          key={part}
          label={part}
          control={
            <Checkbox
              checked={value.ticked.includes(part)}
              onChange={(e) => onChange(nextParts(value, { part, ticked: e.target.checked }))}
            />
          }
        />
      ))}
      <TextField
        label="Other (please say what)"
        size="small"
        value={value.other}
        onChange={(e) => onChange(nextParts(value, { other: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: USEFULNESS_COMMENTS_MAX } }}
      />
    </FormGroup>
  );
}
