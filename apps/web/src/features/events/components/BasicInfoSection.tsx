import { EVENT_TEXTS, eventBasicInfoSchema, type EventDetail } from '@commerce/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCan } from '../../../lib/permissions.tsx';
import { eventTypesOptions } from '../../../resources/events.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { useSectionForm } from '../../../ui/record/useSectionForm.ts';
import { useEventChange } from '../api.ts';

type Values = z.input<typeof eventBasicInfoSchema>;

const valuesOf = (detail: EventDetail): Values => ({
  Name: detail.Name,
  xp: {
    DateDisplay: detail.xp.DateDisplay ?? '',
    Type: detail.xp.Type ?? '',
    SEO: {
      Title: detail.xp.SEO.Title,
      Description: detail.xp.SEO.Description,
      Keywords: detail.xp.SEO.Keywords,
    },
  },
});

/**
 * Basic Info (events-admin): Name, Date Display, Type, SEO Title and SEO Description required, SEO Keywords
 * optional. Type is a child category of the ticketed or free parent (C-17); the event SEO is xp.SEO
 * (C-17b), not a slot's meta texts.
 */
export function BasicInfoSection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-admin');
  const types = useQuery({ ...eventTypesOptions(detail.xp.IsWorkShopEvent), enabled: canEdit });
  const { form, section, editVersion } = useSectionForm(
    { version: detail.Version, values: valuesOf(detail) },
    eventBasicInfoSchema,
  );
  const change = useEventChange(detail.xp.ProductCode);
  const save = (values: z.output<typeof eventBasicInfoSchema>) => change('basic-info', values, editVersion);
  const choices = types.data ?? [];
  const current = detail.xp.Type;

  return (
    <EditableSection title={EVENT_TEXTS.basicInfo} canEdit={canEdit} {...section(save)}>
      {(editing) =>
        editing ? (
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={form.control} name="Name" label="Name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="xp.DateDisplay"
                label="Date Display"
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="xp.Type" label="Type" required fullWidth select>
                {current && !choices.some((choice) => choice.ID === current) && (
                  <MenuItem value={current}>{detail.TypeName ?? current}</MenuItem>
                )}
                {choices.map((choice) => (
                  <MenuItem key={choice.ID} value={choice.ID}>
                    {choice.Name}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3">
                {EVENT_TEXTS.seoLabel}
              </Typography>
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="xp.SEO.Title"
                label="SEO Title"
                required
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="xp.SEO.Description"
                label="SEO Description"
                required
                fullWidth
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="xp.SEO.Keywords" label="SEO Keywords" fullWidth />
            </Grid>
          </Grid>
        ) : (
          <Grid container spacing={2}>
            <Grid size={12}>
              <ReadOnlyField label="Name" value={detail.Name} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Date Display" value={detail.xp.DateDisplay} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Type" value={detail.TypeName ?? detail.xp.Type} />
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3">
                {EVENT_TEXTS.seoLabel}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="SEO Title" value={detail.xp.SEO.Title} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="SEO Keywords" value={detail.xp.SEO.Keywords} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField label="SEO Description" value={detail.xp.SEO.Description} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}
