import {
  SEO_PAGES,
  SEO_TEXTS,
  seoDraftChanged,
  seoMetaSchema,
  seoPagesSection,
  type SeoMeta,
  type SeoPage,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useToast } from '../../../lib/toast.ts';
import { useSettingsSection, useSettingsSectionChange } from '../../../resources/settings-sections.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { InputField } from '../../../ui/InputField.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useReportUnsaved } from '../../../ui/record/unsavedChanges.ts';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';
import { UnsavedChangesDialog } from '../../../ui/UnsavedChangesDialog.tsx';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';

const EMPTY: SeoMeta = { MetaTitle: '', MetaDescription: '' };

/**
 * The SEO tab (spec 3 §2, §4): the four pages; the selected one's 'SEO Meta Title' and 'SEO Meta
 * Description' (both required). Discard and Save Changes are enabled only while the draft differs from the
 * saved text; Discard puts the saved text back, Save replaces it (and republishes buyerxp.json). A changed
 * draft makes leaving the page, or choosing another of the four, ask first.
 */
export function SeoTab() {
  const section = useSettingsSection(seoPagesSection);
  const [page, setPage] = useState<SeoPage>(SEO_PAGES[0]);
  // The chosen page's input (null: as saved), held here so that choosing another page can ask first.
  const [draft, setDraft] = useState<SeoMeta | null>(null);
  const [asking, setAsking] = useState<SeoPage | null>(null);
  const saved = section.data?.Value?.[page]?.seo;
  const changed = draft !== null && seoDraftChanged(draft, saved);
  useReportUnsaved(changed);
  const open = (next: SeoPage) => {
    setPage(next);
    setDraft(null);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper sx={{ width: { xs: '100%', md: 260 }, flex: '0 0 auto' }}>
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {SEO_TEXTS.pages}
        </Typography>
        <List aria-label={SEO_TEXTS.pages}>
          {SEO_PAGES.map((name) => (
            <ListItem key={name} disablePadding>
              <ListItemButton
                selected={name === page}
                aria-current={name === page ? 'page' : undefined}
                onClick={() => (changed ? setAsking(name) : open(name))}
              >
                <ListItemText primary={name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
        {section.isPending && <PageLoading />}
        {section.isError && <Alert severity="error">{errorMessage(section.error)}</Alert>}
        {section.data && (
          <SeoForm
            key={page}
            page={page}
            draft={draft ?? saved ?? EMPTY}
            onDraftChange={setDraft}
            changed={changed}
            history={
              <SectionHistoryButton
                section={seoPagesSection.id}
                title={SEO_TEXTS.sectionTitle}
                version={section.data.Version}
              />
            }
          />
        )}
      </Paper>
      <UnsavedChangesDialog
        open={asking !== null}
        onStay={() => setAsking(null)}
        onDiscard={() => {
          if (asking) open(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}

function SeoForm({
  page,
  draft,
  onDraftChange,
  changed,
  history,
}: {
  page: SeoPage;
  draft: SeoMeta;
  onDraftChange(next: SeoMeta | null): void;
  changed: boolean;
  history: ReactNode;
}) {
  const toast = useToast();
  const { change } = useSettingsSectionChange(seoPagesSection, SEO_TEXTS.stale);
  const [showErrors, setShowErrors] = useState(false);
  const { pending, error, run, clearError } = useAsyncAction();
  const parsed = seoMetaSchema.safeParse(draft);
  const fieldErrors: Partial<Record<keyof SeoMeta, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SeoMeta;
      fieldErrors[field] ??= issue.message;
    }

  const save = () =>
    void run(async () => {
      setShowErrors(true);
      if (!parsed.success) return false;
      await change((current) => {
        if (!current) throw new Error(SEO_TEXTS.notLoaded);
        return { ...current, [page]: { ...current[page], seo: parsed.data } };
      });
      onDraftChange(null);
      toast.success(SEO_TEXTS.saved(page));
      return true;
    });

  const field = (name: keyof SeoMeta, label: string, multiline = false) => (
    <InputField
      label={label}
      required
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      value={draft[name]}
      onChange={(event) => onDraftChange({ ...draft, [name]: event.target.value })}
      error={showErrors && !!fieldErrors[name]}
      helperText={showErrors ? fieldErrors[name] : undefined}
      disabled={pending}
    />
  );

  return (
    <Stack spacing={2} component="section" aria-label={page}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {page}
        </Typography>
        {history}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {field('MetaTitle', SEO_TEXTS.title)}
      {field('MetaDescription', SEO_TEXTS.description, true)}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          disabled={!changed || pending}
          onClick={() => {
            onDraftChange(null);
            setShowErrors(false);
            clearError();
          }}
        >
          {SEO_TEXTS.discard}
        </Button>
        <Button variant="contained" disabled={!changed || pending} onClick={save}>
          {SEO_TEXTS.save}
        </Button>
      </Stack>
    </Stack>
  );
}
