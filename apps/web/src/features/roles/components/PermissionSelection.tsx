import { FEATURE_GROUPS, featuresInGroup, groupSummary, type FeatureGroup } from '@commerce/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface PermissionSelectionProps {
  /** The selected feature keys. */
  value: string[];
  onChange(keys: string[]): void;
  disabled: boolean;
}

/**
 * The permission-selection form (spec 1 §5): the features grouped as the catalogue groups them, each
 * group with its summary ('All enabled' or '{n} feature(s) enabled') and a box that ticks the whole group.
 */
export function PermissionSelection({ value, onChange, disabled }: PermissionSelectionProps) {
  const setKeys = (keys: string[], on: boolean) => {
    const rest = value.filter((key) => !keys.includes(key));
    onChange(on ? [...rest, ...keys] : rest);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {FEATURE_GROUPS.map((group) => (
        <FeatureGroupPanel key={group} group={group} value={value} disabled={disabled} onSet={setKeys} />
      ))}
    </Paper>
  );
}

interface FeatureGroupPanelProps {
  group: FeatureGroup;
  value: string[];
  disabled: boolean;
  onSet(keys: string[], on: boolean): void;
}

/**
 * One group: its box (ticks every feature of the group) beside a button that unfolds the features. The
 * box is not inside the button, so each keeps its own name and neither triggers the other.
 */
function FeatureGroupPanel({ group, value, disabled, onSet }: FeatureGroupPanelProps) {
  const [open, setOpen] = useState(false);
  const featuresId = useId();
  const features = featuresInGroup(group);
  const keys = features.map((feature) => feature.key);
  const enabled = keys.filter((key) => value.includes(key)).length;
  const partly = enabled > 0 && enabled < keys.length;

  return (
    <Box sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', pl: 1 }}>
        <Checkbox
          size="small"
          checked={enabled === keys.length}
          indeterminate={partly}
          disabled={disabled}
          onChange={(event) => onSet(keys, event.target.checked)}
          // The native input's own indeterminate state tells assistive technology 'mixed'; MUI's aria-checked
          // on a native checkbox is not allowed (axe: aria-conditional-attr).
          inputRef={(input: HTMLInputElement | null) => {
            if (input) input.indeterminate = partly;
          }}
          slotProps={{ input: { 'aria-label': `All ${group} features`, 'aria-checked': undefined } }}
        />
        <ButtonBase
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          aria-expanded={open}
          aria-controls={featuresId}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'space-between', gap: 1, py: 1.5, pl: 0.5, pr: 2 }}
        >
          <Typography sx={{ fontWeight: 500, textAlign: 'left' }}>{group}</Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color={enabled > 0 ? 'primary' : 'text.secondary'}>
              {groupSummary(group, value)}
            </Typography>
            <ExpandMoreIcon
              sx={{
                color: 'action.active',
                transition: 'transform 150ms',
                transform: open ? 'rotate(180deg)' : 'none',
              }}
            />
          </Stack>
        </ButtonBase>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box
          id={featuresId}
          role="group"
          aria-label={`${group} features`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
            px: 2,
            pb: 1.5,
            pl: 6,
          }}
        >
          {features.map((feature) => (
            <FormControlLabel
              key={feature.key}
              disabled={disabled}
              label={feature.label}
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(feature.key)}
                  onChange={(event) => onSet([feature.key], event.target.checked)}
                />
              }
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
