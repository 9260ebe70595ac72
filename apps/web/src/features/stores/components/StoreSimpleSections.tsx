import {
  eagleCodeProblems,
  STORE_SEO_DESCRIPTION_MAX_LENGTH,
  STORE_ERRORS,
  STORE_PAGE_NAME_MAX_LENGTH,
  STORE_SEO_TITLE_MAX_LENGTH,
  STORE_TEXTS,
  storePageNameFor,
  storeSeoFormSchema,
  type Asset,
  type StoreDetail,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { hasErrorCode } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { storeServicesOptions } from '../../../resources/stores.ts';
import { AssetBrowserDialog } from '../../../ui/assets/AssetBrowserDialog.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useSectionForm } from '../../../ui/record/useSectionForm.ts';
import { useStoreChange } from './useStoreChange.ts';
import { StoreEagleCodeFields } from './StoreEagleCodeFields.tsx';

/** Image: one asset from the library (description store-img), saved at once. */
export function StoreImageSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save, pending } = useStoreChange(store);
  const toast = useToast();
  const [choosing, setChoosing] = useState(false);

  const choose = async ([asset]: Asset[]) => {
    if (!asset) return;
    await save({ Image: { Image: asset.ID, ImageUrl: asset.Url } });
    toast.success('The image has been saved.');
  };

  return (
    <SectionCard title="Image">
      <Stack spacing={2}>
        {store.xp.ImageUrl ? (
          <Box
            component="img"
            src={store.xp.ImageUrl}
            alt={store.CompanyName}
            sx={{ width: '100%', maxWidth: 480, borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Typography color="text.secondary">No image</Typography>
        )}
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setChoosing(true)} disabled={pending}>
              Choose Image
            </Button>
            {store.xp.Image && (
              <Button
                color="error"
                disabled={pending}
                onClick={() =>
                  void save({ Image: null }).then(() => toast.success('The image has been removed.'))
                }
              >
                Remove
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <AssetBrowserDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        description="store-img"
        canUpload={canEdit}
        onSelect={choose}
        title="Choose Store Image"
      />
    </SectionCard>
  );
}

const eagleSchema = (willCall: boolean) =>
  z
    .object({ StoreID_1digit: z.string().trim(), StoreID_2digit: z.string().trim() })
    .superRefine((codes, ctx) => {
      for (const [field, message] of Object.entries(eagleCodeProblems({ WillCall: willCall, ...codes })))
        ctx.addIssue({ code: 'custom', path: [field], message });
    });

/** Eagle Codes (flagships): required while will-call is available. */
export function StoreEagleCodesSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const { form, section, editVersion } = useSectionForm(
    {
      version: store.Version,
      values: {
        StoreID_1digit: store.xp.StoreID_1digit ?? '',
        StoreID_2digit: store.xp.StoreID_2digit ?? '',
      },
    },
    eagleSchema(store.xp.WillCall),
  );
  return (
    <EditableSection
      title="Eagle Codes"
      canEdit={canEdit}
      {...section((values) =>
        save(
          {
            EagleCodes: {
              StoreID_1digit: values.StoreID_1digit || null,
              StoreID_2digit: values.StoreID_2digit || null,
            },
          },
          editVersion,
        ),
      )}
    >
      {(editing) =>
        editing ? (
          <StoreEagleCodeFields control={form.control} required={store.xp.WillCall} />
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Eagle Code (1-digit)" value={store.xp.StoreID_1digit} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Eagle Code (2-digit)" value={store.xp.StoreID_2digit} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

const counter = (value: string | undefined, max: number) => `${(value ?? '').length}/${max}`;

/**
 * Store Page SEO: meta title (required, at most 100), meta description (required, at most 300) and the
 * page name (the storefront's /store/{page name}, which the sitemap lists): a store without one is offered
 * its name's; another store's is refused on the field.
 */
export function StoreSeoSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const { form, section, editVersion } = useSectionForm(
    {
      version: store.Version,
      values: {
        MetaTitle: store.xp.seo.MetaTitle ?? '',
        MetaDescription: store.xp.seo.MetaDescription ?? '',
        PageName: store.xp.PageName ?? storePageNameFor(store.CompanyName, store.ID, new Set()),
      },
    },
    storeSeoFormSchema,
  );
  const [title, description] = form.watch(['MetaTitle', 'MetaDescription']);
  const editing = section((values) => save({ Seo: values }, editVersion));
  return (
    <EditableSection
      title="Store Page SEO"
      canEdit={canEdit}
      {...editing}
      onSave={async () => {
        try {
          return await editing.onSave();
        } catch (error) {
          if (!hasErrorCode(error, STORE_ERRORS.pageNameInUse)) throw error;
          form.setError(
            'PageName',
            { type: 'server', message: STORE_TEXTS.pageNameInUse },
            { shouldFocus: true },
          );
          return false;
        }
      }}
    >
      {(isEditing) =>
        isEditing ? (
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="MetaTitle"
              label="Meta Title"
              required
              fullWidth
              helperText={counter(title, STORE_SEO_TITLE_MAX_LENGTH)}
              slotProps={{ htmlInput: { maxLength: STORE_SEO_TITLE_MAX_LENGTH } }}
            />
            <FormTextField
              control={form.control}
              name="MetaDescription"
              label="Meta Description"
              required
              fullWidth
              multiline
              minRows={3}
              helperText={counter(description, STORE_SEO_DESCRIPTION_MAX_LENGTH)}
              slotProps={{ htmlInput: { maxLength: STORE_SEO_DESCRIPTION_MAX_LENGTH } }}
            />
            <FormTextField
              control={form.control}
              name="PageName"
              label={STORE_TEXTS.pageName}
              required
              fullWidth
              helperText={STORE_TEXTS.pageNameHint}
              slotProps={{ htmlInput: { maxLength: STORE_PAGE_NAME_MAX_LENGTH } }}
            />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <ReadOnlyField label="Meta Title" value={store.xp.seo.MetaTitle} />
            <ReadOnlyField label="Meta Description" value={store.xp.seo.MetaDescription} />
            <ReadOnlyField label={STORE_TEXTS.pageName} value={store.xp.PageName} />
          </Stack>
        )
      }
    </EditableSection>
  );
}

const servicesSchema = z.object({ ServiceOffered: z.array(z.string()) });

/** Offered Services: checkboxes from the BuyerXP StoreServices list. */
export function StoreServicesSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const services = useQuery(storeServicesOptions());
  const { form, section, editVersion } = useSectionForm(
    { version: store.Version, values: { ServiceOffered: store.xp.ServiceOffered } },
    servicesSchema,
  );
  const choices = [...new Set([...(services.data ?? []), ...store.xp.ServiceOffered])];
  return (
    <EditableSection
      title="Offered Services"
      canEdit={canEdit}
      {...section((values) => save({ ServiceOffered: values.ServiceOffered }, editVersion))}
    >
      {(editing) =>
        editing ? (
          <Controller
            control={form.control}
            name="ServiceOffered"
            render={({ field }) => (
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {choices.map((service) => (
                  <FormControlLabel
                    key={service}
                    label={service}
                    control={
                      <Checkbox
                        checked={field.value.includes(service)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? choices.filter((one) => one === service || field.value.includes(one))
                              : field.value.filter((one) => one !== service),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
        ) : store.xp.ServiceOffered.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {store.xp.ServiceOffered.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">None Provided</Typography>
        )
      }
    </EditableSection>
  );
}

const aboutSchema = z.object({
  AboutUs: z.string().trim().max(5000, 'About This Store can be at most 5000 characters.'),
});

/** About This Store: xp.AboutUs, plain text. */
export function StoreAboutSection({ store }: { store: StoreDetail }) {
  const canEdit = useCan('stores-admin');
  const { save } = useStoreChange(store);
  const { form, section, editVersion } = useSectionForm(
    { version: store.Version, values: { AboutUs: store.xp.AboutUs ?? '' } },
    aboutSchema,
  );
  return (
    <EditableSection
      title="About This Store"
      canEdit={canEdit}
      {...section((values) => save({ AboutUs: values.AboutUs || null }, editVersion))}
    >
      {(editing) =>
        editing ? (
          <FormTextField
            control={form.control}
            name="AboutUs"
            label="About This Store"
            fullWidth
            multiline
            minRows={4}
          />
        ) : (
          <Typography
            sx={{ whiteSpace: 'pre-wrap' }}
            color={store.xp.AboutUs ? 'text.primary' : 'text.secondary'}
          >
            {store.xp.AboutUs || 'None Provided'}
          </Typography>
        )
      }
    </EditableSection>
  );
}
