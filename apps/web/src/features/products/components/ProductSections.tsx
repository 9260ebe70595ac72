import {
  createFeeRoute,
  defaultSkuOf,
  EXCLUDED_KEY_SPEC_ATTRIBUTES,
  feeName,
  isKeySpecAttribute,
  keySpecPrefill,
  MAX_KEY_SPECS,
  newFeeProblem,
  PRODUCT_FLAGS,
  PRODUCT_SECTION_TEXTS,
  type FeeType,
  type ProductDetail,
} from '@commerce/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { feeChoicesOptions, productCategoryOptions } from '../../../resources/products.ts';
import { LazyHtmlEditor } from '../../../ui/LazyHtmlEditor.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSectionDraft } from '../../../ui/record/useSectionDraft.ts';
import { InheritedNote } from './InheritedNote.tsx';
import { useProductSave } from './useProductSave.ts';

type Props = { detail: ProductDetail };

/** The Product view (spec 2 §2): default SKU, flags, fees, categories (left); warranty, key specs (right). */
export function ProductSections({ detail }: Props) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <DefaultSkuSection detail={detail} />
          <FlagsSection detail={detail} />
          <FeesSection detail={detail} />
          <CategoriesSection detail={detail} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <WarrantySection detail={detail} />
          <KeySpecsSection detail={detail} />
        </Stack>
      </Grid>
    </Grid>
  );
}

function DefaultSkuSection({ detail }: Props) {
  const save = useProductSave(detail);
  const current = defaultSkuOf(detail)!;
  const { draft: chosen, setDraft: setChosen, section } = useSectionDraft(current.ID);
  return (
    <EditableSection
      title="Default SKU"
      editName="Edit Default SKU"
      canEdit={useCan('product-web') && detail.Skus.length > 1}
      {...section}
      saveDisabled={chosen === current.ID}
      onSave={() => save.product('default-sku', { SkuID: chosen })}
    >
      {(editing) =>
        editing ? (
          <TextField
            select
            label="Default SKU"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {detail.Skus.map((sku) => (
              <MenuItem key={sku.ID} value={sku.ID}>
                {sku.Name} ({sku.ID})
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <ReadOnlyField label="Default SKU" value={`${current.Name} (${current.ID})`} />
        )
      }
    </EditableSection>
  );
}

const FLAG_KEYS = Object.keys(PRODUCT_FLAGS) as (keyof typeof PRODUCT_FLAGS)[];

function FlagsSection({ detail }: Props) {
  const save = useProductSave(detail);
  const xp = defaultSkuOf(detail)!.xp;
  const current = Object.fromEntries(FLAG_KEYS.map((key) => [key, xp[key]])) as Record<
    (typeof FLAG_KEYS)[number],
    boolean
  >;
  const { draft: flags, setDraft: setFlags, section } = useSectionDraft(current);
  return (
    <EditableSection
      title="Flags"
      editName="Edit Flags"
      canEdit={useCan('product-flags')}
      {...section}
      onSave={() => save.product('flags', flags)}
    >
      {(editing) =>
        editing ? (
          <Stack>
            {FLAG_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                label={PRODUCT_FLAGS[key].label}
                control={
                  <Checkbox
                    checked={flags[key]}
                    onChange={(event) => setFlags({ ...flags, [key]: event.target.checked })}
                  />
                }
              />
            ))}
          </Stack>
        ) : (
          <Grid container spacing={2}>
            {FLAG_KEYS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label={PRODUCT_FLAGS[key].label} value={current[key] ? 'Yes' : 'No'} />
              </Grid>
            ))}
          </Grid>
        )
      }
    </EditableSection>
  );
}

const FEE_LABELS: Record<FeeType, string> = { assembly: 'Assembly Fee', placement: 'Placement Fee' };
const FEE_TYPE_LIST: FeeType[] = ['assembly', 'placement'];

/**
 * Fees (spec 2 §4, §5): the assigned assembly and placement fee. Choosing another swaps it on save; Remove
 * marks it for deletion (Undo takes it back); a new fee needs a non-zero amount and a free name.
 */
function FeesSection({ detail }: Props) {
  const save = useProductSave(detail);
  const canAssign = useCan('product-fees-assign');
  const canCreate = useCan('product-fees-edit');
  const toast = useToast();
  const client = useQueryClient();
  const choices = useQuery({ ...feeChoicesOptions(), enabled: canAssign });
  const assigned = (type: FeeType) => detail.Fees.find((fee) => fee.Type === type)?.SpecID ?? '';
  const {
    draft: chosen,
    setDraft: setChosen,
    section,
  } = useSectionDraft({ assembly: assigned('assembly'), placement: assigned('placement') });
  const [newType, setNewType] = useState<FeeType>('assembly');
  const [newValue, setNewValue] = useState('');
  const names = (choices.data ?? []).map((fee) => fee.Name);
  const problem = newValue === '' ? null : newFeeProblem(newType, Number(newValue), names);

  const addFee = async () => {
    try {
      const fee = await call(createFeeRoute, { body: { Type: newType, Value: Number(newValue) } });
      await client.invalidateQueries({ queryKey: feeChoicesOptions().queryKey });
      setChosen((current) => ({ ...current, [newType]: fee.ID }));
      setNewValue('');
      toast.success(`${fee.Name} added.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <EditableSection
      title="Fees"
      editName="Edit Fees"
      canEdit={canAssign}
      {...section}
      saveDisabled={!section.unsaved}
      onSave={() =>
        save.product('fees', { assembly: chosen.assembly || null, placement: chosen.placement || null })
      }
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            {FEE_TYPE_LIST.map((type) => {
              const pendingDelete = assigned(type) !== '' && chosen[type] === '';
              return (
                <Stack key={type} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    select
                    fullWidth
                    label={FEE_LABELS[type]}
                    value={chosen[type]}
                    onChange={(event) => setChosen({ ...chosen, [type]: event.target.value })}
                    helperText={pendingDelete ? PRODUCT_SECTION_TEXTS.pendingDelete : undefined}
                  >
                    <MenuItem value="">{PRODUCT_SECTION_TEXTS.noFee}</MenuItem>
                    {(choices.data ?? [])
                      .filter((fee) => fee.Type === type)
                      .map((fee) => (
                        <MenuItem key={fee.ID} value={fee.ID}>
                          {fee.Name}
                        </MenuItem>
                      ))}
                  </TextField>
                  {pendingDelete ? (
                    <Button onClick={() => setChosen({ ...chosen, [type]: assigned(type) })}>
                      {PRODUCT_SECTION_TEXTS.undo}
                    </Button>
                  ) : (
                    chosen[type] !== '' && (
                      <Button color="error" onClick={() => setChosen({ ...chosen, [type]: '' })}>
                        Remove
                      </Button>
                    )
                  )}
                </Stack>
              );
            })}
            {canCreate && (
              <Stack spacing={1}>
                <Typography variant="subtitle2" component="h3">
                  New fee
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    select
                    label="Fee type"
                    value={newType}
                    onChange={(event) => setNewType(event.target.value as FeeType)}
                    sx={{ minWidth: 140 }}
                  >
                    {FEE_TYPE_LIST.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type === 'assembly' ? 'Assembly' : 'Placement'}
                      </MenuItem>
                    ))}
                  </TextField>
                  <MoneyField
                    label="Fee amount"
                    value={newValue}
                    onChange={setNewValue}
                    error={!!problem}
                    helperText={problem ?? (newValue ? feeName(newType, Number(newValue)) : ' ')}
                  />
                  <Button
                    onClick={() => void addFee()}
                    disabled={newValue === '' || !!problem}
                    sx={{ mt: 1 }}
                  >
                    Add Fee
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        ) : (
          <Grid container spacing={2}>
            {FEE_TYPE_LIST.map((type) => (
              <Grid key={type} size={{ xs: 12, sm: 6 }}>
                <ReadOnlyField
                  label={FEE_LABELS[type]}
                  value={detail.Fees.find((fee) => fee.Type === type)?.Name}
                  emptyText={PRODUCT_SECTION_TEXTS.noFee}
                />
              </Grid>
            ))}
          </Grid>
        )
      }
    </EditableSection>
  );
}

/** Categories (spec 2 §4): links to each; edit adds by search (300 ms, 10 hits) and removes. */
function CategoriesSection({ detail }: Props) {
  const save = useProductSave(detail);
  const { draft: chosen, setDraft: setChosen, section } = useSectionDraft(detail.Categories);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const options = useQuery({ ...productCategoryOptions(debounced, 10), enabled: debounced.trim() !== '' });
  const same =
    chosen.length === detail.Categories.length &&
    chosen.every((category) => detail.Categories.some((one) => one.ID === category.ID));
  return (
    <EditableSection
      title="Categories"
      editName="Edit Categories"
      canEdit={useCan('product-categories')}
      {...section}
      saveDisabled={same}
      onSave={() => save.product('categories', { CategoryIDs: chosen.map((category) => category.ID) })}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={1}>
            {chosen.map((category) => (
              <Stack key={category.ID} direction="row" sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1 }}>
                  {category.Name} ({category.ID})
                </Typography>
                <IconButton
                  aria-label={`Remove ${category.Name}`}
                  onClick={() => setChosen(chosen.filter((one) => one.ID !== category.ID))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Autocomplete
              options={(options.data ?? []).filter((option) => !chosen.some((one) => one.ID === option.ID))}
              getOptionLabel={(option) => `${option.Name} (${option.ID})`}
              filterOptions={(all) => all}
              inputValue={search}
              onInputChange={(_, value) => setSearch(value)}
              value={null}
              onChange={(_, option) => {
                if (option) setChosen([...chosen, option]);
                setSearch('');
              }}
              renderInput={(params) => <TextField {...params} label="Add a category" />}
            />
          </Stack>
        ) : detail.Categories.length === 0 ? (
          <Typography color="text.secondary">{PRODUCT_SECTION_TEXTS.noCategories}</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {detail.Categories.map((category) => (
              <li key={category.ID}>
                <Link component={RouterLink} to={`/categories/${encodeURIComponent(category.ID)}`}>
                  {category.Name}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {category.ID}
                </Typography>
              </li>
            ))}
          </Stack>
        )
      }
    </EditableSection>
  );
}

/** Warranty: the product's own, else the DCF's shown read-only as 'Inherited from {level}' (C-14). */
function WarrantySection({ detail }: Props) {
  const save = useProductSave(detail);
  const sku = defaultSkuOf(detail)!;
  const resolved = detail.Resolved[sku.ID]!.Warranty;
  const { draft: html, setDraft: setHtml, section } = useSectionDraft(sku.xp.Warranty ?? '');
  return (
    <EditableSection
      title="Warranty"
      editName="Edit Warranty"
      canEdit={useCan('product-warranty')}
      {...section}
      onSave={() => save.product('warranty', { Warranty: html.trim() === '' ? null : html })}
    >
      {(editing) =>
        editing ? (
          <LazyHtmlEditor label="Warranty" value={html} onChange={setHtml} />
        ) : resolved.value ? (
          <Stack spacing={1}>
            {resolved.source !== 'product' && <InheritedNote resolved={resolved} />}
            <SafeHtml html={resolved.value} />
          </Stack>
        ) : (
          <Typography color="text.secondary">None</Typography>
        )
      }
    </EditableSection>
  );
}

interface SpecRow {
  Attribute: string;
  Value: string;
}

/**
 * Key Specifications (spec 2 §5): at most three; an attribute the SKU already has keeps its value
 * (prefilled, locked); ColorVarient, HandlingFee and TBD20–22 are never offered.
 */
function KeySpecsSection({ detail }: Props) {
  const save = useProductSave(detail);
  const sku = defaultSkuOf(detail)!;
  const current = Object.entries(sku.xp.KeyAttributes).map(([Attribute, Value]) => ({ Attribute, Value }));
  const { draft: rows, setDraft: setRows, section } = useSectionDraft<SpecRow[]>(current);
  const attributes = Object.keys(sku.xp.Attributes).filter(isKeySpecAttribute);
  const problems = rows.map((row) =>
    row.Attribute.trim() === ''
      ? 'Attribute is required.'
      : !isKeySpecAttribute(row.Attribute)
        ? 'This attribute cannot be a key specification.'
        : row.Value.trim() === ''
          ? 'Value is required.'
          : rows.filter((other) => other.Attribute === row.Attribute).length > 1
            ? 'Each attribute once.'
            : null,
  );
  const setRow = (index: number, row: SpecRow) => setRows(rows.map((one, at) => (at === index ? row : one)));
  return (
    <EditableSection
      title="Key Specifications"
      editName="Edit Key Specifications"
      canEdit={useCan('product-specs')}
      {...section}
      saveDisabled={problems.some(Boolean)}
      onSave={() =>
        save.product('key-specs', {
          KeyAttributes: Object.fromEntries(rows.map((row) => [row.Attribute.trim(), row.Value.trim()])),
        })
      }
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            {rows.map((row, index) => {
              const prefill = keySpecPrefill(sku.xp.Attributes, row.Attribute);
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Autocomplete
                    freeSolo
                    options={attributes}
                    inputValue={row.Attribute}
                    onInputChange={(_, value) => {
                      const next = keySpecPrefill(sku.xp.Attributes, value);
                      setRow(index, { Attribute: value, Value: next.locked ? next.value : row.Value });
                    }}
                    sx={{ flex: 1 }}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Attribute"
                        error={!!problems[index] && problems[index] !== 'Value is required.'}
                        helperText={problems[index] !== 'Value is required.' ? problems[index] : undefined}
                      />
                    )}
                  />
                  <TextField
                    label="Value"
                    value={row.Value}
                    onChange={(event) => setRow(index, { ...row, Value: event.target.value })}
                    slotProps={{ input: { readOnly: prefill.locked } }}
                    helperText={
                      prefill.locked
                        ? 'The SKU’s own value'
                        : problems[index] === 'Value is required.'
                          ? problems[index]
                          : undefined
                    }
                    error={problems[index] === 'Value is required.'}
                    sx={{ flex: 1 }}
                  />
                  <IconButton
                    aria-label={`Remove ${row.Attribute || 'specification'}`}
                    onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Button
              onClick={() => setRows([...rows, { Attribute: '', Value: '' }])}
              disabled={rows.length >= MAX_KEY_SPECS}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add Specification
            </Button>
            <Typography variant="caption" color="text.secondary">
              At most {MAX_KEY_SPECS}. Not offered: {EXCLUDED_KEY_SPEC_ATTRIBUTES.join(', ')}.
            </Typography>
          </Stack>
        ) : current.length === 0 ? (
          <Typography color="text.secondary">None</Typography>
        ) : (
          <Grid container spacing={2}>
            {current.map((row) => (
              <Grid key={row.Attribute} size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label={row.Attribute} value={row.Value} />
              </Grid>
            ))}
          </Grid>
        )
      }
    </EditableSection>
  );
}
