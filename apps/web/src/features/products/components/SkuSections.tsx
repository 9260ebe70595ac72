import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  END_BEFORE_START_MESSAGE,
  formatMoney,
  formatCalendarDate,
  calendarDateOf,
  hasEnabledMethod,
  inventoryText,
  isEndBeforeStart,
  isInfiniteInventory,
  NON_DELIVERY_DATE_CHIPS,
  PRODUCT_BUCKET_LABELS,
  PRODUCT_SECTION_TEXTS,
  productBucket,
  SALE_ABOVE_RETAIL_MESSAGE,
  shownAttributes,
  skuWebPropertiesSchema,
  type DeliveryMap,
  type ProductDetail,
  type Sku,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { AssetBrowserDialog } from '../../../ui/assets/AssetBrowserDialog.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { DeliveryMethodsTable } from '../../../ui/DeliveryMethodsTable.tsx';
import { LazyHtmlEditor } from '../../../ui/LazyHtmlEditor.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { AseSection } from './AseSection.tsx';
import { ClearOverride } from './ClearOverride.tsx';
import { ColorSection } from './ColorSection.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSectionDraft } from '../../../ui/record/useSectionDraft.ts';
import { InheritedNote } from './InheritedNote.tsx';
import { useProductSave } from './useProductSave.ts';

export type SkuSectionProps = { detail: ProductDetail; sku: Sku };
type Props = SkuSectionProps;

/** The SKU view (spec 2 §2): the SKU's own fields, each section with its own key (C-12). */
export function SkuSections({ detail, sku }: Props) {
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {sku.Name}
        </Typography>
        <Typography color="text.secondary">{sku.ID}</Typography>
        <ActiveChip active={sku.Active} />
      </Stack>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <WebSection detail={detail} sku={sku} />
            <VisibilitySection detail={detail} sku={sku} />
            <PricingSection detail={detail} sku={sku} />
            <InventorySection detail={detail} sku={sku} />
            <DescriptionSection detail={detail} sku={sku} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <DeliverySection detail={detail} sku={sku} />
            <NonDeliveryDatesSection detail={detail} sku={sku} />
            <AseSection detail={detail} sku={sku} />
            <ImagesSection detail={detail} sku={sku} />
            <ColorSection sku={sku} />
            <SpecificationsSection sku={sku} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

function WebSection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const {
    draft: values,
    setDraft: setValues,
    section,
  } = useSectionDraft({
    WebFacingProductTitle: sku.xp.WebFacingProductTitle ?? '',
    RequireNotes: sku.xp.RequireNotes,
    SEO: { MetaTitle: sku.xp.SEO.MetaTitle ?? '', MetaDescription: sku.xp.SEO.MetaDescription ?? '' },
  });
  const parsed = skuWebPropertiesSchema(sku.xp.Visible).safeParse(values);
  const problem = (path: string) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === path)?.message;
  return (
    <EditableSection
      title="Web Properties"
      editName="Edit Web Properties"
      canEdit={useCan('product-web')}
      {...section}
      saveDisabled={!parsed.success}
      onSave={() => save.sku(sku.ID, 'web', values)}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <TextField
              label="Web Name"
              required
              value={values.WebFacingProductTitle}
              onChange={(event) => setValues({ ...values, WebFacingProductTitle: event.target.value })}
              error={!!problem('WebFacingProductTitle')}
              helperText={problem('WebFacingProductTitle')}
            />
            <TextField
              label="Meta Title"
              required={sku.xp.Visible}
              value={values.SEO.MetaTitle}
              onChange={(event) =>
                setValues({ ...values, SEO: { ...values.SEO, MetaTitle: event.target.value } })
              }
              error={!!problem('SEO.MetaTitle')}
              helperText={problem('SEO.MetaTitle')}
            />
            <TextField
              label="Meta Description"
              required={sku.xp.Visible}
              multiline
              minRows={2}
              value={values.SEO.MetaDescription}
              onChange={(event) =>
                setValues({ ...values, SEO: { ...values.SEO, MetaDescription: event.target.value } })
              }
              error={!!problem('SEO.MetaDescription')}
              helperText={problem('SEO.MetaDescription')}
            />
            <FormControlLabel
              label="Require Notes"
              control={
                <Checkbox
                  checked={values.RequireNotes}
                  onChange={(event) => setValues({ ...values, RequireNotes: event.target.checked })}
                />
              }
            />
          </Stack>
        ) : (
          <Grid container spacing={2}>
            <Grid size={12}>
              <ReadOnlyField label="Web Name" value={sku.xp.WebFacingProductTitle} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Meta Title" value={sku.xp.SEO.MetaTitle} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Require Notes" value={sku.xp.RequireNotes ? 'Yes' : 'No'} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField label="Meta Description" value={sku.xp.SEO.MetaDescription} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField label="Nationwide Delivery" value={sku.xp.CodeB2 === 'Y' ? 'Yes' : 'No'} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

function DescriptionSection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const { draft: html, setDraft: setHtml, section } = useSectionDraft(sku.xp.WebDescription ?? '');
  return (
    <EditableSection
      title="Description"
      editName="Edit Description"
      canEdit={useCan('product-web')}
      {...section}
      onSave={() => save.sku(sku.ID, 'description', { WebDescription: html.trim() === '' ? null : html })}
    >
      {(editing) =>
        editing ? (
          <LazyHtmlEditor label="Description" value={html} onChange={setHtml} />
        ) : sku.xp.WebDescription ? (
          <SafeHtml html={sku.xp.WebDescription} />
        ) : (
          <Typography color="text.secondary">None</Typography>
        )
      }
    </EditableSection>
  );
}

function VisibilitySection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const {
    draft: values,
    setDraft: setValues,
    section,
  } = useSectionDraft({
    Visible: sku.xp.Visible,
    OmsVisible: sku.xp.OmsVisible,
    ReleaseDate1: calendarDateOf(sku.xp.ReleaseDate1),
    ReleaseDate2: calendarDateOf(sku.xp.ReleaseDate2),
  });
  const endBeforeStart = isEndBeforeStart(values.ReleaseDate1, values.ReleaseDate2);
  return (
    <EditableSection
      title="Visibility"
      editName="Edit Visibility"
      canEdit={useCan('product-visibility')}
      {...section}
      saveDisabled={endBeforeStart}
      onSave={() => save.sku(sku.ID, 'visibility', values)}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <FormControlLabel
              label="Visible"
              control={
                <Switch
                  checked={values.Visible}
                  onChange={(event) => setValues({ ...values, Visible: event.target.checked })}
                />
              }
            />
            <FormControlLabel
              label="OMS Visible"
              control={
                <Switch
                  checked={values.OmsVisible}
                  onChange={(event) => setValues({ ...values, OmsVisible: event.target.checked })}
                />
              }
            />
            <Typography variant="body2">Bucket: {PRODUCT_BUCKET_LABELS[productBucket(values)]}</Typography>
            <DateField
              label="Launch Date"
              value={values.ReleaseDate1}
              onChange={(date) => setValues({ ...values, ReleaseDate1: date })}
            />
            <DateField
              label="End Date"
              value={values.ReleaseDate2}
              onChange={(date) => setValues({ ...values, ReleaseDate2: date })}
              error={endBeforeStart}
              helperText={endBeforeStart ? END_BEFORE_START_MESSAGE : undefined}
            />
          </Stack>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Visible" value={sku.xp.Visible ? 'Yes' : 'No'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="OMS Visible" value={sku.xp.OmsVisible ? 'Yes' : 'No'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Launch Date" value={formatCalendarDate(sku.xp.ReleaseDate1)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="End Date" value={formatCalendarDate(sku.xp.ReleaseDate2)} />
            </Grid>
            <Grid size={12}>
              <ReadOnlyField label="Bucket" value={PRODUCT_BUCKET_LABELS[productBucket(sku.xp)]} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

const moneyText = (value: number | null) => (value === null ? '' : value.toFixed(2));

function PricingSection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const {
    draft: values,
    setDraft: setValues,
    section,
  } = useSectionDraft({
    retail: moneyText(sku.xp.Price.RetailPrice),
    sale: moneyText(sku.xp.Price.PromotionPrice),
  });
  const saleAbove = values.sale !== '' && values.retail !== '' && Number(values.sale) > Number(values.retail);
  return (
    <EditableSection
      title="Pricing"
      editName="Edit Pricing"
      canEdit={useCan('product-pricing')}
      {...section}
      saveDisabled={saleAbove || values.retail === ''}
      onSave={() =>
        save.sku(sku.ID, 'pricing', {
          RetailPrice: Number(values.retail),
          PromotionPrice: values.sale === '' ? null : Number(values.sale),
        })
      }
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <MoneyField
              label="Retail Price"
              value={values.retail}
              onChange={(retail) => setValues({ ...values, retail })}
            />
            <MoneyField
              label="Sale Price"
              value={values.sale}
              onChange={(sale) => setValues({ ...values, sale })}
              error={saleAbove}
              helperText={saleAbove ? SALE_ABOVE_RETAIL_MESSAGE : 'Empty: no sale.'}
            />
          </Stack>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Retail Price" value={formatMoney(sku.xp.Price.RetailPrice ?? '')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Sale Price" value={formatMoney(sku.xp.Price.PromotionPrice ?? '')} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

function InventorySection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const {
    draft: values,
    setDraft: setValues,
    section,
  } = useSectionDraft({
    quantity: String(sku.Inventory.QuantityAvailable),
    safety: sku.xp.SafetyStock === null ? '' : String(sku.xp.SafetyStock),
  });
  const whole = (text: string) => /^-?\d+$/.test(text.trim());
  const bad = !whole(values.quantity) || (values.safety !== '' && !/^\d+$/.test(values.safety.trim()));
  const infinite = isInfiniteInventory(sku.xp);
  return (
    <EditableSection
      title="Inventory"
      editName="Edit Inventory"
      canEdit={useCan('product-inventory')}
      {...section}
      saveDisabled={bad}
      onSave={() =>
        save.sku(sku.ID, 'inventory', {
          QuantityAvailable: Number(values.quantity),
          SafetyStock: values.safety === '' ? null : Number(values.safety),
        })
      }
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            {infinite && (
              <Typography variant="body2">
                Stock location 9: inventory is infinite whatever is entered.
              </Typography>
            )}
            <TextField
              label="Quantity Available"
              value={values.quantity}
              inputMode="numeric"
              onChange={(event) => setValues({ ...values, quantity: event.target.value })}
              error={!whole(values.quantity)}
              helperText={!whole(values.quantity) ? 'Enter a whole number.' : undefined}
            />
            <TextField
              label="Safety Stock"
              value={values.safety}
              inputMode="numeric"
              onChange={(event) => setValues({ ...values, safety: event.target.value })}
            />
          </Stack>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Inventory" value={inventoryText(sku)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ReadOnlyField label="Safety Stock" value={sku.xp.SafetyStock ?? ''} />
            </Grid>
          </Grid>
        )
      }
    </EditableSection>
  );
}

/** Delivery methods: the SKU's own, else 'Inherited from {level}' (spec 2 §4); edit and clear. */
function DeliverySection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const canEdit = useCan('product-delivery');
  const resolved = detail.Resolved[sku.ID]!.Delivery;
  const { draft: map, setDraft: setMap, section } = useSectionDraft((resolved.value ?? {}) as DeliveryMap);
  const own = resolved.source === 'product';
  return (
    <EditableSection
      title="Delivery Methods"
      editName="Edit Delivery Methods"
      canEdit={canEdit}
      {...section}
      saveDisabled={!hasEnabledMethod(map)}
      onSave={() => save.sku(sku.ID, 'delivery', { Delivery: map })}
      actions={
        canEdit &&
        own && (
          <ClearOverride
            label="Clear delivery override"
            onClear={() => save.sku(sku.ID, 'delivery', { Delivery: null })}
          />
        )
      }
    >
      {(editing) =>
        editing ? (
          <Table size="small" aria-label="Delivery methods">
            <TableHead>
              <TableRow>
                <TableCell>Method</TableCell>
                <TableCell>Enabled</TableCell>
                <TableCell>Lead Days</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {DELIVERY_METHODS.map((method) => {
                const setting = map[method] ?? { enabled: false, leadDays: 0 };
                return (
                  <TableRow key={method}>
                    <TableCell>{DELIVERY_METHOD_LABELS[method]}</TableCell>
                    <TableCell>
                      <Switch
                        checked={setting.enabled}
                        slotProps={{ input: { 'aria-label': `${DELIVERY_METHOD_LABELS[method]} enabled` } }}
                        onChange={(event) =>
                          setMap({ ...map, [method]: { ...setting, enabled: event.target.checked } })
                        }
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        value={setting.leadDays}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            step: 1,
                            'aria-label': `${DELIVERY_METHOD_LABELS[method]} lead days`,
                          },
                        }}
                        onChange={(event) =>
                          setMap({
                            ...map,
                            [method]: {
                              ...setting,
                              leadDays: Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                            },
                          })
                        }
                        sx={{ width: 90 }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <Stack spacing={1}>
            <InheritedNote resolved={resolved} />
            <DeliveryMethodsTable delivery={resolved.value} label="Delivery methods" />
          </Stack>
        )
      }
    </EditableSection>
  );
}

/** Non-delivery dates: 8 chips, then Show More (spec 2 §9); edit with product-delivery. */
function NonDeliveryDatesSection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const [showAll, setShowAll] = useState(false);
  const all = sku.xp.NonDeliveryDates;
  // A date picked but not added yet is input too.
  const { draft, setDraft, section } = useSectionDraft({ dates: all, adding: '' });
  const { dates, adding } = draft;
  const setDates = (next: string[]) => setDraft({ dates: next, adding });
  const setAdding = (next: string) => setDraft({ dates, adding: next });
  const shown = showAll ? all : all.slice(0, NON_DELIVERY_DATE_CHIPS);
  return (
    <EditableSection
      title="Non-Delivery Dates"
      editName="Edit Non-Delivery Dates"
      canEdit={useCan('product-delivery')}
      {...section}
      onSave={() => save.sku(sku.ID, 'non-delivery-dates', { NonDeliveryDates: dates })}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {dates.map((date) => (
                <Chip
                  key={date}
                  label={formatCalendarDate(date)}
                  onDelete={() => setDates(dates.filter((one) => one !== date))}
                />
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <DateField label="Add a date" value={adding} onChange={(date) => setAdding(date ?? '')} />
              <Button
                disabled={adding === '' || dates.includes(adding)}
                onClick={() => setDraft({ dates: [...dates, adding].sort(), adding: '' })}
              >
                Add
              </Button>
            </Stack>
          </Stack>
        ) : all.length === 0 ? (
          <Typography color="text.secondary">{PRODUCT_SECTION_TEXTS.noNonDeliveryDates}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {shown.map((date) => (
              <Chip key={date} label={formatCalendarDate(date)} size="small" />
            ))}
            {all.length > NON_DELIVERY_DATE_CHIPS && (
              <Button size="small" onClick={() => setShowAll(!showAll)}>
                {showAll ? PRODUCT_SECTION_TEXTS.showLess : PRODUCT_SECTION_TEXTS.showMore}
              </Button>
            )}
          </Stack>
        )
      }
    </EditableSection>
  );
}

/** Images (product-images): thumbnails; Choose adds from the asset library (upload there too), ✕ removes. */
function ImagesSection({ detail, sku }: Props) {
  const save = useProductSave(detail);
  const canEdit = useCan('product-images');
  const [browsing, setBrowsing] = useState(false);
  const toast = useToast();
  const images = sku.xp.Contentful.Images;
  const saveImages = async (next: typeof images) => {
    try {
      await save.sku(sku.ID, 'images', { Images: next });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <SectionCard
      title="Images"
      action={canEdit && <Button onClick={() => setBrowsing(true)}>Choose Images</Button>}
    >
      {images.length === 0 ? (
        <Typography color="text.secondary">None</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {images.map((image) => (
            <Stack key={image.id} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={`${image.url}${image.url.includes('?') ? '&' : '?'}fit=thumb`}
                alt={image.title}
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              {canEdit && (
                <Button
                  size="small"
                  aria-label={`Remove ${image.title}`}
                  onClick={() => void saveImages(images.filter((one) => one.id !== image.id))}
                >
                  Remove
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <AssetBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        multiple
        canUpload={canEdit}
        title="Choose Images"
        onSelect={(assets) =>
          saveImages([
            ...images,
            ...assets
              .filter((asset) => !images.some((image) => image.id === asset.ID))
              .map((asset) => ({ id: asset.ID, title: asset.Title, url: asset.Url })),
          ])
        }
      />
    </SectionCard>
  );
}

function SpecificationsSection({ sku }: { sku: Sku }) {
  const dims = [sku.ShipLength, sku.ShipWidth, sku.ShipHeight];
  const attributes = shownAttributes(sku.xp.Attributes);
  return (
    <SectionCard title="Specifications">
      <Grid container spacing={2}>
        {attributes.map(([name, value]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label={name} value={value} />
          </Grid>
        ))}
        {!('Size' in sku.xp.Attributes) && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Size" value={sku.xp.SpecsOptions.Size} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Ship Dimensions (L × W × H)"
            value={dims.every((dim) => dim !== null) ? dims.join(' × ') : ''}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Ship Weight"
            value={sku.ShipWeight === null ? '' : `${sku.ShipWeight} ${sku.xp.WeightUnit ?? ''}`.trim()}
          />
        </Grid>
      </Grid>
    </SectionCard>
  );
}
