import {
  canToggleSku,
  eventApi,
  EVENT_TEXTS,
  eventInventorySchema,
  eventSkuPricingSchema,
  eventSkuWebSchema,
  formatMoney,
  formatWeekdayDate,
  recordSectionRoute,
  type EventDetail,
  type EventSku,
} from '@commerce/domain';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { eventResource } from '../../../resources/events.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';
import { useEventSlotChange, type EventSectionBody } from '../api.ts';

const slotLabel = (sku: EventSku) =>
  `${sku.xp.SpecsOptions.Color ?? ''} ${sku.xp.SpecsOptions.Size ?? ''}`.trim() || sku.ID;

const withSku = (detail: EventDetail, sku: EventSku): EventDetail => ({
  ...detail,
  Skus: detail.Skus.map((one) => (one.ID === sku.ID ? sku : one)),
});

/**
 * Dates & Times of a ticketed event: one SKU per date and time. The toggle switches Active and Visible
 * together (events-visibility), shows at once and rolls back if the save fails; the default SKU's toggle is
 * disabled. Each slot toggles between view and edit: inventory (events-inventory), pricing
 * (product-pricing) and its web properties (product-web).
 */
export function SlotsSection({ detail }: { detail: EventDetail }) {
  const canToggle = useCan('events-visibility');
  const canEditAny = useCan('events-inventory', 'product-pricing', 'product-web');
  const [open, setOpen] = useState<string | null>(null);
  const client = useQueryClient();
  const toast = useToast();
  const code = detail.xp.ProductCode;
  const key = eventResource.keys.detail(code);

  const toggle = useMutation({
    mutationFn: ({ sku, on }: { sku: EventSku; on: boolean }) =>
      call(recordSectionRoute(eventApi, 'slots/:skuId/visibility'), {
        params: { code, skuId: sku.ID },
        body: { On: on },
        version: sku.Version,
      }),
    onMutate: async ({ sku, on }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<EventDetail>(key, (current) =>
        current ? withSku(current, { ...sku, Active: on, xp: { ...sku.xp, Visible: on } }) : current,
      );
      return { previous: sku };
    },
    onError: (_error, _input, context) => {
      if (context)
        client.setQueryData<EventDetail>(key, (current) =>
          current ? withSku(current, context.previous) : current,
        );
      toast.error(EVENT_TEXTS.toggleFailed);
    },
    onSuccess: (fresh) => client.setQueryData(key, fresh),
  });

  return (
    <SectionCard title={EVENT_TEXTS.datesAndTimes}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Slots">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>On</TableCell>
              <TableCell align="right">Inventory</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.Skus.map((sku) => {
              const on = sku.Active && sku.xp.Visible;
              const date = sku.xp.SpecsOptions.Color;
              const toggleable = canToggleSku(sku);
              return (
                <Fragment key={sku.ID}>
                  <TableRow>
                    <TableCell>{date && formatWeekdayDate(date)}</TableCell>
                    <TableCell>{sku.xp.SpecsOptions.Size}</TableCell>
                    <TableCell>
                      <Tooltip title={toggleable ? '' : EVENT_TEXTS.defaultSkuToggle}>
                        <span>
                          <Switch
                            checked={on}
                            disabled={!canToggle || !toggleable}
                            onChange={(_, next) => toggle.mutate({ sku, on: next })}
                            slotProps={{ input: { 'aria-label': `On: ${slotLabel(sku)}` } }}
                          />
                        </span>
                      </Tooltip>
                    </TableCell>
                    <TableCell align="right">{sku.Inventory.QuantityAvailable}</TableCell>
                    <TableCell align="right">
                      {sku.Price.PromotionPrice !== null ? (
                        <>
                          <s>{formatMoney(sku.Price.RetailPrice ?? 0)}</s>{' '}
                          {formatMoney(sku.Price.PromotionPrice)}
                        </>
                      ) : sku.Price.RetailPrice !== null ? (
                        formatMoney(sku.Price.RetailPrice)
                      ) : (
                        ''
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {canEditAny && (
                        <Button
                          size="small"
                          startIcon={open === sku.ID ? <ExpandLessIcon /> : <EditIcon />}
                          onClick={() => setOpen(open === sku.ID ? null : sku.ID)}
                          aria-label={`${open === sku.ID ? 'Close' : 'Edit'} ${slotLabel(sku)}`}
                        >
                          {open === sku.ID ? 'Close' : 'Edit'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                  {open === sku.ID && (
                    <TableRow>
                      <TableCell colSpan={6}>
                        <SlotEditor code={code} sku={sku} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  );

function SlotEditor({ code, sku }: { code: string; sku: EventSku }) {
  const canInventory = useCan('events-inventory');
  const canPricing = useCan('product-pricing');
  const canWeb = useCan('product-web');
  const change = useEventSlotChange(code);
  const toast = useToast();
  const [quantity, setQuantity] = useState(String(sku.Inventory.QuantityAvailable));
  const [retail, setRetail] = useState(sku.Price.RetailPrice?.toFixed(2) ?? '');
  const [sale, setSale] = useState(sku.Price.PromotionPrice?.toFixed(2) ?? '');
  const [webName, setWebName] = useState(sku.xp.WebFacingProductTitle ?? '');
  const [metaTitle, setMetaTitle] = useState(sku.xp.SEO.MetaTitle ?? '');
  const [metaDescription, setMetaDescription] = useState(sku.xp.SEO.MetaDescription ?? '');
  const inventory = eventInventorySchema.safeParse(quantity.trim() === '' ? Number.NaN : Number(quantity));
  const pricing = eventSkuPricingSchema.safeParse({
    RetailPrice: retail.trim() === '' ? Number.NaN : Number(retail),
    PromotionPrice: sale.trim() === '' ? null : Number(sale),
  });
  const web = eventSkuWebSchema(sku.xp.Visible).safeParse({
    WebFacingProductTitle: webName,
    MetaTitle: metaTitle,
    MetaDescription: metaDescription,
  });
  const pricingErrors = issuesOf(pricing);
  const webErrors = issuesOf(web);
  const saving = useAsyncAction();
  const save = <Part extends 'inventory' | 'pricing' | 'web'>(
    part: Part,
    body: EventSectionBody<`slots/:skuId/${Part}`>,
  ) =>
    saving.run(async () => {
      await change(`slots/:skuId/${part}`, sku.ID, body, sku.Version);
      toast.success(EVENT_TEXTS.saved);
    });

  return (
    <Grid container spacing={3} sx={{ py: 1 }}>
      {saving.error && (
        <Grid size={12}>
          <Typography color="error">{saving.error}</Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 3 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Inventory
          </Typography>
          <TextField
            label="Quantity"
            type="number"
            size="small"
            value={quantity}
            disabled={!canInventory}
            onChange={(event) => setQuantity(event.target.value)}
            error={!inventory.success}
            helperText={inventory.error?.issues[0]?.message}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          {canInventory && (
            <Button
              size="small"
              variant="outlined"
              disabled={!inventory.success || saving.pending}
              onClick={() =>
                inventory.success && void save('inventory', { QuantityAvailable: inventory.data })
              }
            >
              Save inventory
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Pricing
          </Typography>
          <TextField
            label="Retail price"
            type="number"
            size="small"
            value={retail}
            disabled={!canPricing}
            onChange={(event) => setRetail(event.target.value)}
            error={!!pricingErrors.RetailPrice}
            helperText={pricingErrors.RetailPrice}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
          <TextField
            label="Sale price"
            type="number"
            size="small"
            value={sale}
            disabled={!canPricing}
            onChange={(event) => setSale(event.target.value)}
            error={!!pricingErrors.PromotionPrice}
            helperText={pricingErrors.PromotionPrice}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
          {canPricing && (
            <Button
              size="small"
              variant="outlined"
              disabled={!pricing.success || saving.pending}
              onClick={() => pricing.success && void save('pricing', pricing.data)}
            >
              Save pricing
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {EVENT_TEXTS.skuSeoLabel}
          </Typography>
          <TextField
            label="Web-facing name"
            size="small"
            value={webName}
            required
            disabled={!canWeb}
            onChange={(event) => setWebName(event.target.value)}
            error={!!webErrors.WebFacingProductTitle}
            helperText={webErrors.WebFacingProductTitle}
          />
          <TextField
            label="Meta title"
            size="small"
            value={metaTitle}
            required={sku.xp.Visible}
            disabled={!canWeb}
            onChange={(event) => setMetaTitle(event.target.value)}
            error={!!webErrors.MetaTitle}
            helperText={webErrors.MetaTitle}
          />
          <TextField
            label="Meta description"
            size="small"
            value={metaDescription}
            required={sku.xp.Visible}
            multiline
            disabled={!canWeb}
            onChange={(event) => setMetaDescription(event.target.value)}
            error={!!webErrors.MetaDescription}
            helperText={webErrors.MetaDescription}
          />
          {canWeb && (
            <Button
              size="small"
              variant="outlined"
              disabled={!web.success || saving.pending}
              onClick={() => web.success && void save('web', web.data)}
            >
              Save web properties
            </Button>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
