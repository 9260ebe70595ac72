import { aseDrawersProblem, DCF_TEXTS } from '@commerce/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../lib/permissions.tsx';
import { AseDrawerPicker, useAseDrawerNames } from '../../../ui/AseDrawerPicker.tsx';
import { ClearOverride } from './ClearOverride.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSectionDraft } from '../../../ui/record/useSectionDraft.ts';
import { InheritedNote } from './InheritedNote.tsx';
import type { SkuSectionProps } from './SkuSections.tsx';
import { useProductSave } from './useProductSave.ts';

/**
 * ASE drawers: the SKU's own list, else 'Inherited from {level}' (no default). Edit (dcf-ase-assign, C-13)
 * with the DCF screen's drawer picker (search, order, the four-drawer rule); Clear Override after
 * confirmation stores [] so the SKU inherits again.
 */
export function AseSection({ detail, sku }: SkuSectionProps) {
  const save = useProductSave(detail);
  const canEdit = useCan('dcf-ase-assign');
  const names = useAseDrawerNames();
  const resolved = detail.Resolved[sku.ID]!.ASE;
  const {
    draft: drawers,
    setDraft: setDrawers,
    section,
  } = useSectionDraft<string[]>(resolved.source === 'product' ? sku.xp.ASE : []);
  return (
    <EditableSection
      title="Add Something Extra"
      editName="Edit Add Something Extra"
      canEdit={canEdit}
      {...section}
      // An empty list is no override of its own: Clear Override says so, after confirmation.
      saveDisabled={aseDrawersProblem(drawers) !== null || drawers.length === 0}
      onSave={() => save.sku(sku.ID, 'ase', { ASE: drawers })}
      actions={
        canEdit &&
        resolved.source === 'product' && (
          <ClearOverride
            label="Clear drawers override"
            onClear={() => save.sku(sku.ID, 'ase', { ASE: [] })}
          />
        )
      }
    >
      {(editing) =>
        editing ? (
          <AseDrawerPicker value={drawers} onChange={setDrawers} />
        ) : (
          <Stack spacing={1}>
            <InheritedNote resolved={resolved} />
            {resolved.value && resolved.value.length > 0 ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {resolved.value.map((drawer) => (
                  <Chip key={drawer} label={`${names.get(drawer) ?? drawer} (${drawer})`} size="small" />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{DCF_TEXTS.noDrawersChosen}</Typography>
            )}
          </Stack>
        )
      }
    </EditableSection>
  );
}
