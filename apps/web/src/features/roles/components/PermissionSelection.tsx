import { FEATURE_GROUPS, featuresInGroup, groupSummary, type FeatureGroup } from '@commerce/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';

export interface PermissionSelectionProps {
  /** The selected feature keys. */
  value: string[];
  onChange(keys: string[]): void;
  disabled: boolean;
}

// The group checkbox sits in the accordion's header: ticking it must not also fold the group.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

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
    <Box>
      {FEATURE_GROUPS.map((group) => (
        <FeatureGroupPanel key={group} group={group} value={value} disabled={disabled} onSet={setKeys} />
      ))}
    </Box>
  );
}

interface FeatureGroupPanelProps {
  group: FeatureGroup;
  value: string[];
  disabled: boolean;
  onSet(keys: string[], on: boolean): void;
}

function FeatureGroupPanel({ group, value, disabled, onSet }: FeatureGroupPanelProps) {
  const features = featuresInGroup(group);
  const keys = features.map((feature) => feature.key);
  const enabled = keys.filter((key) => value.includes(key)).length;
  const summaryId = `permission-group-${group.replace(/\W+/g, '-')}`;

  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${summaryId}-content`} id={summaryId}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
          <Checkbox
            size="small"
            checked={enabled === keys.length}
            indeterminate={enabled > 0 && enabled < keys.length}
            disabled={disabled}
            onClick={stopPropagation}
            onChange={(event) => onSet(keys, event.target.checked)}
            slotProps={{ input: { 'aria-label': `All ${group} features` } }}
            sx={{ p: 0.5 }}
          />
          <Typography sx={{ fontWeight: 500, flex: 1 }}>{group}</Typography>
          <Typography variant="body2" color={enabled > 0 ? 'primary' : 'text.secondary'} sx={{ mr: 1 }}>
            {groupSummary(group, value)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails
        id={`${summaryId}-content`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          pt: 0,
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
      </AccordionDetails>
    </Accordion>
  );
}
