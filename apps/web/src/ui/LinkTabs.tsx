import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/** One tab of a bar: its value (what the page's path names), its label and the path it opens. */
export interface LinkTab {
  value: string;
  label: string;
  to: string;
}

/**
 * A bar of tabs that are links (a tab is a path: it can be bookmarked, and Back returns to it). Every tab
 * bar of the console is this one, so they behave alike: the tabs scroll sideways only when they do not fit
 * the width, and only then show scroll arrows (on a phone too).
 */
export function LinkTabs({
  label,
  value,
  tabs,
  sx,
}: {
  label: string;
  value: string;
  tabs: readonly LinkTab[];
  sx?: SxProps<Theme>;
}) {
  return (
    <Tabs
      value={value}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={sx}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
