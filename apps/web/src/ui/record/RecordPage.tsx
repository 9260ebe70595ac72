import type { AuditEntity } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader.tsx';
import { PageLoading } from '../PageLoading.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { UnsavedChangesScope } from './UnsavedChangesScope.tsx';

export interface RecordPageProps {
  /**
   * 'page' (the default): the screen itself, with its padding and width. 'pane': inside another screen's
   * layout (the detail pane of a tree, a list's header), which gives both; the title a second-level heading.
   */
  layout?: 'page' | 'pane';
  /** The title's heading level where the layout's does not fit (a pane heading the screen). */
  titleLevel?: 1 | 2;
  title: ReactNode;
  /** A line under the title (the record's ID …). */
  subtitle?: ReactNode;
  /** Status chips after the subtitle, or beside the title without one (Active, Ticketed …). */
  chips?: ReactNode;
  /** Where the record sits, above the title (a category's ancestors). */
  breadcrumbs?: ReactNode;
  /** Where the back button leads (the list, with its search); a settings page has none. */
  back?: { to: string; label: string };
  /** The header's buttons (Delete, the record's actions, links to related screens). */
  actions?: ReactNode;
  /** Facts under the header, across the page (a product's department, class and fineline). */
  facts?: ReactNode;
  /** The record's views as tabs, under the header (a category's Settings, Content …). */
  tabs?: ReactNode;
  /** A column before the main one, for a record shown in views (a product's menu). */
  nav?: ReactNode;
  /** The record's sections. */
  main: ReactNode;
  /** The narrower column beside them (panels, related lists); History goes last in it. */
  side?: ReactNode;
  /** The main column's width on a wide screen, of 12 (the side takes the rest). */
  mainColumns?: 5 | 6 | 7 | 8;
  /** The record's History, last in the side column (in the main one on a page without a side). */
  history?: { entity: AuditEntity; id: string; version?: number };
}

const SPACING = { xs: 2, md: 3 };

/**
 * A record page (in the manner of Vendure's PageBlock column="main" | "side"): the header with back, title,
 * subtitle, status chips and actions; the record's sections in the main column and panels with History in
 * the side column. Leaving while a section holds unsaved changes asks first: the kit's section forms and
 * dialogs report to the page (`useReportUnsaved`, UnsavedChangesScope). Load the record with `useRecord`
 * and show `RecordLoading` until it is in.
 */
export function RecordPage({
  layout = 'page',
  titleLevel = layout === 'pane' ? 2 : 1,
  title,
  subtitle,
  chips,
  breadcrumbs,
  back,
  actions,
  facts,
  tabs,
  nav,
  main,
  side,
  mainColumns = 8,
  history,
}: RecordPageProps) {
  const historyPanel = history && <HistoryPanel {...history} />;
  const column = (content: ReactNode, last?: ReactNode) => (
    <Stack spacing={SPACING}>
      {content}
      {last}
    </Stack>
  );

  return (
    <UnsavedChangesScope>
      <Box sx={layout === 'page' ? { p: SPACING, maxWidth: side || nav ? 1440 : 1100 } : undefined}>
        {breadcrumbs && <Box sx={{ mb: 2 }}>{breadcrumbs}</Box>}
        <PageHeader
          title={title}
          subtitle={subtitle}
          chips={chips}
          level={titleLevel}
          backTo={back?.to}
          backLabel={back?.label}
          actions={actions}
        />
        {facts}
        {tabs && <Box sx={{ mb: 2 }}>{tabs}</Box>}
        {side ? (
          <Grid container spacing={SPACING}>
            <Grid size={{ xs: 12, lg: mainColumns }}>{column(main)}</Grid>
            <Grid size={{ xs: 12, lg: 12 - mainColumns }}>{column(side, historyPanel)}</Grid>
          </Grid>
        ) : nav ? (
          <Grid container spacing={SPACING}>
            <Grid size={{ xs: 12, md: 3 }}>{nav}</Grid>
            <Grid size={{ xs: 12, md: 9 }}>{column(main, historyPanel)}</Grid>
          </Grid>
        ) : (
          column(main, historyPanel)
        )}
      </Box>
    </UnsavedChangesScope>
  );
}

/** Until the record is in: the page's progress bar, or what it says while it waits to look again. */
export function RecordLoading({ notice }: { notice: string | null }) {
  if (!notice) return <PageLoading />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info">{notice}</Alert>
    </Box>
  );
}
