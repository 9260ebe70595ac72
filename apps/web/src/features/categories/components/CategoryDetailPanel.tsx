import {
  canAddSubcategory,
  canDeleteCategory,
  categoryTabOrDefault,
  categoryTabs,
  CATEGORY_TABS,
  CATEGORY_TEXTS,
  GIFT_CARDS_CATEGORY_ID,
  slotSourcesOf,
  CONTENT_SLOT_KEYS,
  type CategoryDetail,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useResourceDetail } from '../../../lib/resource-hooks.ts';
import { categoryResource } from '../../../resources/categories.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { ContentSlotsEditor } from '../../../ui/content/ContentSlotsEditor.tsx';
import { LinkTabs } from '../../../ui/LinkTabs.tsx';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { RecordPage } from '../../../ui/record/RecordPage.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { categoryPath } from '../paths.ts';
import { CategoryCreateDialog } from './CategoryCreateDialog.tsx';
import { ProductAssignmentsTab } from './ProductAssignmentsTab.tsx';
import { RelatedArticlesPanel } from './RelatedArticlesPanel.tsx';
import { SettingsMain, SettingsSide } from './SettingsSections.tsx';
import { useCategorySave } from './useCategorySave.ts';

/**
 * The chosen category, a record page in the tree's detail pane: breadcrumb, name, actions and the tabs its
 * place in the tree gives it; History beside Settings.
 */
export function CategoryDetailPanel({
  id,
  tab,
  onShowInTree,
}: {
  id: string;
  tab: string | undefined;
  onShowInTree(ids: readonly string[]): void;
}) {
  const query = useResourceDetail(categoryResource, id);
  const detail = query.data;
  const ancestorIds = detail?.Ancestors.map((ancestor) => ancestor.ID).join('/');
  useEffect(() => {
    // A category opened by its address shows where it sits: its ancestors are expanded in the tree.
    if (ancestorIds) onShowInTree(ancestorIds.split('/'));
  }, [ancestorIds, onShowInTree]);

  if (query.isError) return <Alert severity="error">{CATEGORY_TEXTS.loadFailed}</Alert>;
  if (!detail) return <Skeleton variant="rounded" height={320} />;
  return <CategoryView detail={detail} tab={tab} />;
}

function CategoryView({ detail, tab }: { detail: CategoryDetail; tab: string | undefined }) {
  const tabs = categoryTabs(detail, detail.Ancestors.length);
  const current = categoryTabOrDefault(tab, tabs);
  const canCreate = useCan('categories-create');
  const canDelete = useCan('categories-delete');
  const canEdit = useCan('categories-edit');
  const [adding, setAdding] = useState(false);
  const save = useCategorySave(detail.ID, detail.Version);
  const parentPath = detail.ParentID ? categoryPath(detail.ParentID) : '/categories';
  const settings = current === 'settings';

  return (
    <>
      <RecordPage
        layout="pane"
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/categories" underline="hover" color="inherit">
              Categories
            </Link>
            {detail.Ancestors.map((ancestor) => (
              <Link
                key={ancestor.ID}
                component={RouterLink}
                to={categoryPath(ancestor.ID)}
                underline="hover"
                color="inherit"
              >
                {ancestor.Name}
              </Link>
            ))}
            <Typography color="text.primary">{detail.Name}</Typography>
          </Breadcrumbs>
        }
        title={detail.Name}
        subtitle={detail.ID}
        chips={<ActiveChip active={detail.Active} />}
        actions={
          <>
            {canCreate && canAddSubcategory(detail.ID) && detail.ID !== GIFT_CARDS_CATEGORY_ID && (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {CATEGORY_TEXTS.addSubcategory}
              </Button>
            )}
            {canDelete &&
              (canDeleteCategory(detail) ? (
                <DeleteRecordButton
                  resource={categoryResource}
                  id={detail.ID}
                  version={detail.Version}
                  title={CATEGORY_TEXTS.deleteTitle}
                  message={CATEGORY_TEXTS.deleteMessage(detail.Name)}
                  confirm={{ confirmLabel: 'Delete', cancelLabel: 'Cancel' }}
                  doneText={CATEGORY_TEXTS.deleted(detail.Name)}
                  leaveTo={parentPath}
                />
              ) : (
                <Tooltip title={CATEGORY_TEXTS.hasChildren}>
                  <span>
                    <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} disabled>
                      Delete
                    </Button>
                  </span>
                </Tooltip>
              ))}
          </>
        }
        tabs={
          <LinkTabs
            label="Category tabs"
            value={current}
            tabs={tabs.map((name) => ({
              value: name,
              label: CATEGORY_TABS[name],
              to: categoryPath(detail.ID, name),
            }))}
          />
        }
        mainColumns={6}
        main={
          <>
            {settings && <SettingsMain detail={detail} />}
            {current === 'articles' && <RelatedArticlesPanel detail={detail} />}
            {current === 'content' && (
              <SectionCard title="Content">
                <ContentSlotsEditor
                  key={detail.Version}
                  slots={CONTENT_SLOT_KEYS}
                  value={detail.xp.Content}
                  sources={slotSourcesOf(detail.Ancestors)}
                  sourcePath={(sourceId) => categoryPath(sourceId, 'content')}
                  showCascade={detail.Ancestors.length === 0}
                  canEdit={canEdit}
                  onSave={(Content) => save({ xp: { Content } })}
                />
              </SectionCard>
            )}
            {current === 'productAssignments' && <ProductAssignmentsTab key={detail.ID} detail={detail} />}
          </>
        }
        side={settings && <SettingsSide detail={detail} />}
        history={settings ? { entity: 'category', id: detail.ID, version: detail.Version } : undefined}
      />
      {adding && (
        <CategoryCreateDialog
          parentId={detail.ID}
          parentName={detail.Name}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
