import {
  aseDrawersProblem,
  DCF_TEXTS,
  DCF_TYPE_LABELS,
  sameValue,
  type DcfDetail,
  type DcfSection,
  type DcfType,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isStaleVersion } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import {
  dcfDefaultOptions,
  dcfDetailOptions,
  dcfFacetsKey,
  saveDcfSection,
  type DcfSectionBody,
} from '../../../resources/dcf.ts';
import { AseDrawerPicker, useAseDrawerNames } from '../../../ui/AseDrawerPicker.tsx';
import { ContentSlotsEditor } from '../../../ui/content/ContentSlotsEditor.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { LazyHtmlEditor } from '../../../ui/LazyHtmlEditor.tsx';
import { RecordPage } from '../../../ui/record/RecordPage.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { DeliveryMethodsTable } from '../../../ui/DeliveryMethodsTable.tsx';
import { DeliveryDialog } from './DeliverySettings.tsx';
import { EditButton } from '../../../ui/EditButton.tsx';

/** Saves a section and puts the answer in the cache; a stale one reloads the record. */
function useSectionSave(type: DcfType, value: string, version: number) {
  const client = useQueryClient();
  const toast = useToast();
  return async <Section extends DcfSection>(section: Section, body: DcfSectionBody<Section>) => {
    try {
      const detail = await saveDcfSection(type, value, section, body, version);
      client.setQueryData(dcfDetailOptions(type, value).queryKey, detail);
      void client.invalidateQueries({ queryKey: dcfFacetsKey(type) });
      toast.success(DCF_TEXTS.saved);
    } catch (error) {
      if (isStaleVersion(error))
        void client.invalidateQueries({ queryKey: dcfDetailOptions(type, value).queryKey });
      throw error;
    }
  };
}

/**
 * A value's settings (spec 2 §2), a record page in the tab's detail pane: Delivery, Warranty, Add Something
 * Extra and Content, each behind its key; History once the value is configured.
 */
export function DcfDetailView({ type, value }: { type: DcfType; value: string }) {
  const query = useQuery(dcfDetailOptions(type, value));
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={320} />;
  const detail = query.data;
  return (
    <RecordPage
      layout="pane"
      title={detail.ID}
      subtitle={`${DCF_TYPE_LABELS[type].replace(/s$/, '')}${detail.Configured ? '' : ' · not configured yet'}`}
      main={
        <>
          <DeliverySection detail={detail} />
          <WarrantySection detail={detail} />
          <AseSection detail={detail} />
          <ContentSection detail={detail} />
        </>
      }
      history={
        detail.Configured
          ? { entity: 'dcf-category', id: `${type}/${detail.ID}`, version: detail.Version }
          : undefined
      }
    />
  );
}

const editAction = (label: string, onClick: () => void) => <EditButton onClick={onClick} label={label} />;

function DeliverySection({ detail }: { detail: DcfDetail }) {
  const canEdit = useCan('dcf-delivery');
  const [editing, setEditing] = useState(false);
  const save = useSectionSave(detail.Type, detail.ID, detail.Version);
  const fallback = useQuery({ ...dcfDefaultOptions(), enabled: detail.xp.Delivery === null });
  return (
    <SectionCard
      title={DCF_TEXTS.deliverySettings}
      action={canEdit && editAction(`Edit ${DCF_TEXTS.deliverySettings}`, () => setEditing(true))}
    >
      {detail.xp.Delivery ? (
        <DeliveryMethodsTable delivery={detail.xp.Delivery} label={DCF_TEXTS.deliverySettings} />
      ) : (
        <Stack spacing={1}>
          <Chip size="small" label={DCF_TEXTS.inheritedFromDefault} sx={{ alignSelf: 'flex-start' }} />
          {fallback.data?.Delivery ? (
            <DeliveryMethodsTable delivery={fallback.data.Delivery} label={DCF_TEXTS.inheritedFromDefault} />
          ) : (
            <Typography color="text.secondary">{DCF_TEXTS.noDefaultSettings}</Typography>
          )}
        </Stack>
      )}
      {editing && (
        <DeliveryDialog
          title={DCF_TEXTS.deliverySettings}
          delivery={detail.xp.Delivery}
          requireOne={false}
          onClose={() => setEditing(false)}
          onSave={(Delivery) => save('delivery', { Delivery })}
        />
      )}
    </SectionCard>
  );
}

function WarrantySection({ detail }: { detail: DcfDetail }) {
  const canEdit = useCan('dcf-warranty');
  const [editing, setEditing] = useState(false);
  const [html, setHtml] = useState(detail.xp.Warranty ?? '');
  const save = useSectionSave(detail.Type, detail.ID, detail.Version);
  return (
    <SectionCard
      title={DCF_TEXTS.warranty}
      action={
        canEdit &&
        editAction(`Edit ${DCF_TEXTS.warranty}`, () => {
          setHtml(detail.xp.Warranty ?? '');
          setEditing(true);
        })
      }
    >
      {detail.xp.Warranty ? (
        <SafeHtml html={detail.xp.Warranty} />
      ) : (
        <Typography color="text.secondary">{DCF_TEXTS.noWarranty}</Typography>
      )}
      {editing && (
        <FormDialog
          open
          title={DCF_TEXTS.warranty}
          maxWidth="md"
          onClose={() => setEditing(false)}
          onSubmit={() => save('warranty', { Warranty: html || null })}
        >
          <LazyHtmlEditor value={html} onChange={setHtml} label={DCF_TEXTS.warranty} />
        </FormDialog>
      )}
    </SectionCard>
  );
}

/** Add Something Extra (spec 2 §5): at most four drawers, the fourth only Bachman's Gift Cards. */
function AseSection({ detail }: { detail: DcfDetail }) {
  const canEdit = useCan('dcf-ase-assign');
  const [editing, setEditing] = useState(false);
  const names = useAseDrawerNames();
  const save = useSectionSave(detail.Type, detail.ID, detail.Version);
  const chosen = detail.xp.ASE ?? [];
  return (
    <SectionCard
      title={DCF_TEXTS.addSomethingExtra}
      action={canEdit && editAction(`Edit ${DCF_TEXTS.addSomethingExtra}`, () => setEditing(true))}
    >
      {chosen.length === 0 ? (
        <Typography color="text.secondary">{DCF_TEXTS.noDrawersChosen}</Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {chosen.map((id) => (
            <li key={id}>
              {names.get(id) ?? id}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({id})
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {editing && (
        <AseDialog
          initial={chosen}
          onClose={() => setEditing(false)}
          onSave={(ASE) => save('ase', { ASE: ASE.length ? ASE : null })}
        />
      )}
    </SectionCard>
  );
}

function AseDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: readonly string[];
  onSave(ids: string[]): Promise<unknown>;
  onClose(): void;
}) {
  const [ids, setIds] = useState<string[]>([...initial]);
  return (
    <FormDialog
      open
      title={DCF_TEXTS.addSomethingExtra}
      onClose={onClose}
      onSubmit={() => onSave(ids)}
      submitDisabled={aseDrawersProblem(ids) !== null}
      unsaved={!sameValue(ids, initial)}
    >
      <AseDrawerPicker value={ids} onChange={setIds} />
    </FormDialog>
  );
}

function ContentSection({ detail }: { detail: DcfDetail }) {
  const canEdit = useCan('dcf-content-edit');
  const save = useSectionSave(detail.Type, detail.ID, detail.Version);
  return (
    <SectionCard title={DCF_TEXTS.contentSettings}>
      <ContentSlotsEditor
        key={detail.Version}
        slots={['full', 'stacked', 'dynamic']}
        value={detail.xp.Content}
        showCascade
        canEdit={canEdit}
        onSave={(Content) =>
          save('content', {
            Content: { full: Content.full, stacked: Content.stacked, dynamic: Content.dynamic },
          })
        }
      />
    </SectionCard>
  );
}
