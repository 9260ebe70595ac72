import {
  GIFT_CARD_TEXTS,
  formatMoney,
  giftCardSettingsInput,
  giftCardSettingsInputSchema,
  giftCardSettingsSection,
  type GiftCardSettingsForm,
  type GiftCardSettingsInput,
} from '@commerce/domain';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FieldPath } from 'react-hook-form';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionHistoryButton } from '../../../ui/record/SectionHistoryButton.tsx';
import { useSettingsSectionForm } from '../../../ui/record/useSettingsSectionForm.ts';

const FIELDS: {
  name: FieldPath<GiftCardSettingsInput>;
  label: string;
  money: boolean;
}[] = [
  { name: 'ThresholdSetting.GiftcardThresholdLimit', label: GIFT_CARD_TEXTS.giftcardThreshold, money: false },
  {
    name: 'ThresholdSetting.EGiftcardThresholdLimit',
    label: GIFT_CARD_TEXTS.egiftcardThreshold,
    money: false,
  },
  { name: 'PurchaseSetting.MinPurchaseAmt', label: GIFT_CARD_TEXTS.minPurchase, money: true },
  { name: 'PurchaseSetting.MaxPurchaseAmt', label: GIFT_CARD_TEXTS.maxPurchase, money: true },
];

const valueAt = (settings: GiftCardSettingsForm, name: string): number | undefined => {
  const [group, field] = name.split('.') as [keyof GiftCardSettingsForm, string];
  return (settings[group] as Record<string, number> | undefined)?.[field];
};

/**
 * The settings panel (giftcards-settings edits; the others read): thresholds and purchase limits, kept in
 * the BuyerXP document's GiftCardSettings (section gift-card-settings); a save writes the document and
 * republishes /public/buyerxp.json.
 */
export function GiftCardSettingsPanel() {
  const canEdit = useCan('giftcards-settings');
  const toast = useToast();
  const { query, form, section } = useSettingsSectionForm({
    section: giftCardSettingsSection,
    schema: giftCardSettingsInputSchema,
    valuesOf: (value: GiftCardSettingsForm | null) => giftCardSettingsInput(value),
    toValue: (values: GiftCardSettingsForm) => values,
    staleText: GIFT_CARD_TEXTS.staleSettings,
    fieldOf: (path) => path,
  });
  const state = section();
  const settings = query.data?.Value ?? null;

  return (
    <EditableSection
      title={GIFT_CARD_TEXTS.settingsTitle}
      editLabel="Edit Gift Card Settings"
      canEdit={canEdit && !!query.data}
      actions={
        <SectionHistoryButton
          section={giftCardSettingsSection.id}
          title={GIFT_CARD_TEXTS.settingsTitle}
          version={query.data?.Version}
        />
      }
      {...state}
      onSave={async () => {
        const saved = await state.onSave();
        if (saved) toast.success(GIFT_CARD_TEXTS.settingsSaved);
        return saved;
      }}
    >
      {(editing) =>
        query.isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : query.isError ? (
          <Typography color="error">These settings could not be loaded.</Typography>
        ) : (
          <Grid container spacing={2}>
            {FIELDS.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: 6, md: 3 }}>
                {editing ? (
                  <FormTextField
                    control={form.control}
                    name={field.name}
                    label={field.label}
                    type="number"
                    fullWidth
                    slotProps={{ htmlInput: { min: 1, step: field.money ? 0.01 : 1 } }}
                  />
                ) : (
                  <ReadOnlyField
                    label={field.label}
                    value={(() => {
                      const value = settings ? valueAt(settings, field.name) : undefined;
                      if (value === undefined) return '';
                      return field.money ? formatMoney(value) : String(value);
                    })()}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        )
      }
    </EditableSection>
  );
}
