import { DCF_EDIT_KEYS, DCF_TEXTS, DCF_TYPE_LABELS, DCF_TYPES, dcfTypeSchema } from '@commerce/domain';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { LinkTabs } from '../../../ui/LinkTabs.tsx';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';
import { RefreshCategoryCache } from '../../../ui/RefreshCategoryCache.tsx';
import { AseDrawersTab } from '../components/AseDrawersTab.tsx';
import { DefaultTab } from '../components/DefaultTab.tsx';
import { FacetTab } from '../components/FacetTab.tsx';

const DRAWERS = 'ase-drawers';
const TABS = [
  { value: 'default', label: DCF_TEXTS.defaultTab, to: '/dcf' },
  ...DCF_TYPES.map((name) => ({ value: name, label: DCF_TYPE_LABELS[name], to: `/dcf/${name}` })),
  { value: DRAWERS, label: DCF_TEXTS.aseDrawersTab, to: `/dcf/${DRAWERS}` },
];

/**
 * /dcf: Default, Departments, Classes, Finelines (spec 2 §2), and the ASE drawers they choose from; the
 * tabs' edit dialogs report unsaved input to the page.
 */
export function DcfPage() {
  const [first, second] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const canRefresh = useCan(...DCF_EDIT_KEYS);
  const type = first ? dcfTypeSchema.safeParse(first) : null;
  if (first && first !== DRAWERS && !type?.success) return <NotFoundPage />;
  const tab = !first ? 'default' : first;
  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader
          title={DCF_TEXTS.title}
          actions={<RefreshCategoryCache catalog="DCF" canRefresh={canRefresh} />}
        />
        <LinkTabs label="DCF tabs" value={tab} tabs={TABS} sx={{ mb: 2 }} />
        {tab === 'default' && <DefaultTab />}
        {type?.success && (
          <FacetTab
            key={type.data}
            type={type.data}
            value={second ? decodeURIComponent(second) : undefined}
          />
        )}
        {tab === DRAWERS && <AseDrawersTab openId={second ? decodeURIComponent(second) : undefined} />}
      </Box>
    </UnsavedChangesScope>
  );
}
