import {
  ARTICLE_SEARCH_DEBOUNCE_MS,
  CATEGORY_TEXTS,
  contentEntryPath,
  type ArticleRef,
  type CategoryDetail,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { articlesOptions } from '../../../resources/content.ts';
import { SearchField } from '../../../ui/SearchField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { useReportUnsaved } from '../../../ui/record/unsavedChanges.ts';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { useCategorySave } from './useCategorySave.ts';
import { EditButton } from '../../../ui/EditButton.tsx';

/** Related Articles (spec 2 §2): search, Edit, Cancel, Save Changes, drag to order the chosen ones. */
export function RelatedArticlesPanel({ detail }: { detail: CategoryDetail }) {
  const canEdit = useCan('categories-edit');
  const toast = useToast();
  const { editing, editVersion, onEditingChange } = useVersionedEditing(detail.Version);
  const save = useCategorySave(detail.ID, editVersion);
  const [chosen, setChosen] = useState<ArticleRef[]>(detail.xp.Articles);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), ARTICLE_SEARCH_DEBOUNCE_MS);
  const articles = useQuery({ ...articlesOptions(term), enabled: editing });
  const changed = JSON.stringify(chosen) !== JSON.stringify(detail.xp.Articles);
  useReportUnsaved(editing && changed);
  // Read-only, the panel shows the category as it is now (a save elsewhere on the page or a refetch may have
  // changed it since this panel mounted); an edit starts from that.
  const shown = editing ? chosen : detail.xp.Articles;

  const cancel = () => {
    setChosen(detail.xp.Articles);
    onEditingChange(false);
    setError(null);
  };
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await save({ xp: { Articles: chosen } });
      toast.success(CATEGORY_TEXTS.saved);
      onEditingChange(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : CATEGORY_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const title = (article: ArticleRef) => (
    <Link component={RouterLink} to={contentEntryPath(article.id)}>
      {article.title}
    </Link>
  );

  return (
    <SectionCard
      title={CATEGORY_TEXTS.relatedArticles}
      action={
        canEdit &&
        (editing ? (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" disabled={!changed} loading={saving} onClick={() => void submit()}>
              Save Changes
            </Button>
          </Stack>
        ) : (
          <EditButton
            onClick={() => {
              setChosen(detail.xp.Articles);
              onEditingChange(true);
            }}
          />
        ))
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: editing ? 6 : 12 }}>
          {shown.length === 0 ? (
            <Typography color="text.secondary">{CATEGORY_TEXTS.noArticles}</Typography>
          ) : editing ? (
            <SortableList
              aria-label="Chosen articles"
              items={chosen}
              getId={(article) => article.id}
              getLabel={(article) => article.title}
              onReorder={(ids) => setChosen(ids.map((id) => chosen.find((article) => article.id === id)!))}
              renderItem={(article) => (
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Box sx={{ flex: 1 }}>{article.title}</Box>
                  <IconButton
                    aria-label={`Remove ${article.title}`}
                    onClick={() => setChosen(chosen.filter((item) => item.id !== article.id))}
                  >
                    <RemoveCircleOutlineIcon />
                  </IconButton>
                </Stack>
              )}
            />
          ) : (
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {shown.map((article) => (
                <li key={article.id}>{title(article)}</li>
              ))}
            </Stack>
          )}
        </Grid>
        {editing && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SearchField value={search} onChange={setSearch} placeholder={CATEGORY_TEXTS.articleSearch} />
            <List dense aria-label="Articles found" sx={{ maxHeight: 360, overflow: 'auto' }}>
              {(articles.data ?? [])
                .filter((article) => !chosen.some((item) => item.id === article.id))
                .map((article) => (
                  <ListItem
                    key={article.id}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Add ${article.title}`}
                        onClick={() => setChosen([...chosen, article])}
                      >
                        <AddIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={article.title} secondary={article.slug} />
                  </ListItem>
                ))}
            </List>
          </Grid>
        )}
      </Grid>
    </SectionCard>
  );
}
