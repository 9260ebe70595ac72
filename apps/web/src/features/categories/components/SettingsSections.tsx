import {
  ASSET_DESCRIPTIONS,
  basicSettingsPatch,
  CATEGORY_TEXTS,
  categoryBasicSettingsSchema,
  END_BEFORE_START_MESSAGE,
  formatCalendarDate,
  calendarDateOf,
  isEndBeforeStart,
  joinDescription,
  splitDescription,
  type CategoryDetail,
} from '@commerce/domain';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { AssetBrowserDialog } from '../../../ui/assets/AssetBrowserDialog.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { BreakableText } from '../../../ui/BreakableText.tsx';
import { DcfCategoriesPanel } from './DcfCategoriesPanel.tsx';
import { useCategoryDialogSave, useCategorySave } from './useCategorySave.ts';
import { EditButton } from '../../../ui/EditButton.tsx';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';

const editButton = (label: string, onClick: () => void) => <EditButton onClick={onClick} label={label} />;

/** Settings (spec 2 §2), the record page's main column: the category's info and SEO. */
export function SettingsMain({ detail }: { detail: CategoryDetail }) {
  return (
    <>
      <CategoryInfoSection detail={detail} />
      <SeoSection detail={detail} />
    </>
  );
}

/** Settings' side column: banner, list image and the DCF Categories (the page puts History after them). */
export function SettingsSide({ detail }: { detail: CategoryDetail }) {
  return (
    <>
      <ImageSection detail={detail} which="Banner" />
      <ImageSection detail={detail} which="List" />
      <DcfCategoriesPanel detail={detail} />
    </>
  );
}

function CategoryInfoSection({ detail }: { detail: CategoryDetail }) {
  const canEdit = useCan('categories-edit');
  const [editing, setEditing] = useState(false);
  const { xp } = detail;
  return (
    <SectionCard
      title={CATEGORY_TEXTS.categoryInfo}
      action={canEdit && editButton(`Edit ${CATEGORY_TEXTS.basicSettings}`, () => setEditing(true))}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Name" value={detail.Name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Category ID" value={<BreakableText text={detail.ID} />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Status" value={detail.Active ? 'Active' : 'Inactive'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Slug" value={xp.SlugURL} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Start Date" value={formatCalendarDate(xp.StartDate)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="End Date" value={formatCalendarDate(xp.EndDate)} />
        </Grid>
        <Grid size={12}>
          <ReadOnlyField label="Short Description" value={xp.ShortDescription} />
        </Grid>
      </Grid>
      {editing && <BasicSettingsDialog detail={detail} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

/** Basic Settings (spec 2 §5): the end date waits for a start date, and may not come before it. */
function BasicSettingsDialog({ detail, onClose }: { detail: CategoryDetail; onClose(): void }) {
  const save = useCategoryDialogSave(detail);
  const toast = useToast();
  const [name, setName] = useState(detail.Name);
  const [active, setActive] = useState(detail.Active);
  const [start, setStart] = useState(calendarDateOf(detail.xp.StartDate));
  const [end, setEnd] = useState(calendarDateOf(detail.xp.EndDate));
  const [short, setShort] = useState(detail.xp.ShortDescription ?? '');
  const endBeforeStart = isEndBeforeStart(start, end);

  const submit = async () => {
    const parsed = categoryBasicSettingsSchema.safeParse({
      Name: name,
      Active: active,
      StartDate: start,
      EndDate: start ? end : null,
      ShortDescription: short.trim() || null,
    });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    await save(basicSettingsPatch(parsed.data));
    toast.success(CATEGORY_TEXTS.saved);
  };

  return (
    <FormDialog
      open
      title={CATEGORY_TEXTS.basicSettings}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={endBeforeStart || name.trim() === ''}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        fullWidth
        error={name.trim() === ''}
        helperText={name.trim() === '' ? 'Name is required.' : undefined}
      />
      <FormControlLabel
        control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
        label="Active"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Start Date" value={start} onChange={setStart} fullWidth />
        <DateField
          label="End Date"
          value={start ? end : null}
          onChange={setEnd}
          disabled={!start}
          fullWidth
          error={endBeforeStart}
          helperText={endBeforeStart ? END_BEFORE_START_MESSAGE : undefined}
          min={start}
        />
      </Stack>
      <TextField
        label="Short Description"
        value={short}
        onChange={(event) => setShort(event.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
    </FormDialog>
  );
}

function SeoSection({ detail }: { detail: CategoryDetail }) {
  const canEdit = useCan('categories-edit');
  const [editing, setEditing] = useState(false);
  const pageText = joinDescription(detail.Description, detail.xp.DescriptionOverflow);
  return (
    <SectionCard
      title={CATEGORY_TEXTS.seo}
      action={canEdit && editButton(`Edit ${CATEGORY_TEXTS.seo}`, () => setEditing(true))}
    >
      <Stack spacing={2}>
        <ReadOnlyField label="Meta Title" value={detail.xp.seo.MetaTitle} />
        <ReadOnlyField label="Meta Description" value={detail.xp.seo.MetaDescription} />
        <ReadOnlyField
          label={CATEGORY_TEXTS.pageText}
          value={
            pageText && (
              <ScrollArea label={CATEGORY_TEXTS.pageText} maxHeight={200} sx={{ whiteSpace: 'pre-wrap' }}>
                {pageText}
              </ScrollArea>
            )
          }
        />
      </Stack>
      {editing && <SeoDialog detail={detail} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

/** SEO (spec 2 §5): the page text is split at 2000 characters between Description and its overflow. */
function SeoDialog({ detail, onClose }: { detail: CategoryDetail; onClose(): void }) {
  const save = useCategoryDialogSave(detail);
  const toast = useToast();
  const [title, setTitle] = useState(detail.xp.seo.MetaTitle ?? '');
  const [description, setDescription] = useState(detail.xp.seo.MetaDescription ?? '');
  const [text, setText] = useState(joinDescription(detail.Description, detail.xp.DescriptionOverflow));
  const submit = async () => {
    const { Description, DescriptionOverflow } = splitDescription(text);
    await save({
      Description: Description || null,
      xp: {
        seo: { MetaTitle: title.trim() || null, MetaDescription: description.trim() || null },
        DescriptionOverflow,
      },
    });
    toast.success(CATEGORY_TEXTS.saved);
  };
  return (
    <FormDialog open title={CATEGORY_TEXTS.seo} onClose={onClose} onSubmit={submit} maxWidth="md">
      <TextField
        label="Meta Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Meta Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        label={CATEGORY_TEXTS.pageText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        multiline
        minRows={6}
        helperText={CATEGORY_TEXTS.pageTextHelp(text.length)}
      />
    </FormDialog>
  );
}

/** Banner and List images, chosen from the asset library by their description (spec 2 §3). */
function ImageSection({ detail, which }: { detail: CategoryDetail; which: 'Banner' | 'List' }) {
  const canEdit = useCan('categories-edit');
  const save = useCategorySave(detail.ID, detail.Version);
  const toast = useToast();
  const [browsing, setBrowsing] = useState(false);
  const image = detail.xp.Contentful.Images[which];
  const title = which === 'Banner' ? CATEGORY_TEXTS.bannerImage : CATEGORY_TEXTS.listImage;
  const description =
    which === 'Banner' ? ASSET_DESCRIPTIONS.categoryBanner : ASSET_DESCRIPTIONS.categoryList;
  const setImage = async (next: { url: string; title: string } | null) => {
    await save({ xp: { Contentful: { Images: { [which]: next } } } });
    toast.success(CATEGORY_TEXTS.saved);
  };
  return (
    <SectionCard title={title}>
      {image ? (
        <Box>
          <Box
            component="img"
            src={image.url}
            alt={image.title}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: which === 'Banner' ? 140 : 180,
              borderRadius: 1,
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {image.title}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">{CATEGORY_TEXTS.noImage}</Typography>
      )}
      {/* Under the image, not beside the title: the side column is too narrow for both buttons there. */}
      {canEdit && (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<ImageIcon />}
            onClick={() => setBrowsing(true)}
            aria-label={`${CATEGORY_TEXTS.chooseImage}: ${title}`}
          >
            {CATEGORY_TEXTS.chooseImage}
          </Button>
          {image && (
            <Button color="error" onClick={() => void setImage(null)}>
              {CATEGORY_TEXTS.removeImage}
            </Button>
          )}
        </Stack>
      )}
      <AssetBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        description={description}
        title={title}
        canUpload={canEdit}
        onSelect={([asset]) => (asset ? setImage({ url: asset.Url, title: asset.Title }) : undefined)}
      />
    </SectionCard>
  );
}
