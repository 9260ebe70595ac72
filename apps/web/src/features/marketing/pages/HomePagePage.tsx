import { HOME_PAGE_TEXTS, homePageItemCaption, type HomePageItem, type HomePageList } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { homePageOptions } from '../../../resources/marketing.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { HomePageListDialog } from '../components/HomePageListDialog.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

const TITLES: Record<HomePageList, string> = {
  BachmansPicks: HOME_PAGE_TEXTS.picks,
  FeaturedEvents: HOME_PAGE_TEXTS.featuredEvents,
};

/**
 * /home-page (spec 3 §2): Picks and Featured Events side by side, each item by name and product code, or
 * 'None assigned'. Any signed-in user sees them; misc-marketing edits each list in a dialog with a
 * drag-sortable picker.
 */
export function HomePagePage() {
  const page = useQuery(homePageOptions());
  const canEdit = useCan('misc-marketing');
  const [editing, setEditing] = useState<HomePageList | null>(null);

  const column = (list: HomePageList) => (
    <SectionCard
      title={TITLES[list]}
      action={
        canEdit && (
          <Button
            onClick={() => setEditing(list)}
            disabled={!page.data}
            aria-label={HOME_PAGE_TEXTS.edit(TITLES[list])}
          >
            Edit
          </Button>
        )
      }
    >
      {page.isPending && <CircularProgress size={28} aria-label={`Loading ${TITLES[list]}`} />}
      {page.data && <Items items={page.data[list]} />}
    </SectionCard>
  );

  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title={HOME_PAGE_TEXTS.pageTitle} />
        {page.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(page.error)}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {column('BachmansPicks')}
          {column('FeaturedEvents')}
        </Box>
        {editing && page.data && (
          <HomePageListDialog
            list={editing}
            title={TITLES[editing]}
            saved={page.data[editing]}
            version={page.data.Version}
            onClose={() => setEditing(null)}
          />
        )}
      </Box>
    </UnsavedChangesScope>
  );
}

function Items({ items }: { items: HomePageItem[] }) {
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {HOME_PAGE_TEXTS.noneAssigned}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {items.map((item, index) => (
        <ListItem key={item.ProductCode} disableGutters divider={index < items.length - 1}>
          <ListItemText primary={item.Name} secondary={homePageItemCaption(item)} />
        </ListItem>
      ))}
    </List>
  );
}
