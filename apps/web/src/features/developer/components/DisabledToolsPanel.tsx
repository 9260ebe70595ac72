import { DEVELOPER_TEXTS, DISABLED_DEVELOPER_TOOLS } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/**
 * The original screen's other tools, disabled: each says why on hover or keyboard focus (a disabled button
 * takes no focus, so its wrapper does, and names the reason as its description).
 */
export function DisabledToolsPanel() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {DEVELOPER_TEXTS.otherTools}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DEVELOPER_TEXTS.otherToolsHelp}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {DISABLED_DEVELOPER_TOOLS.map((tool) => (
          <Tooltip key={tool.label} title={tool.reason} describeChild>
            <Box component="span" tabIndex={0} data-tool={tool.label} sx={{ display: 'inline-flex' }}>
              <Button variant="outlined" disabled>
                {tool.label}
              </Button>
            </Box>
          </Tooltip>
        ))}
      </Stack>
    </Paper>
  );
}
