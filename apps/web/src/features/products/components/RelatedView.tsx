import { defaultSkuOf, PRODUCT_VIEW_LABELS, type ArticleRef, type ProductDetail } from '@commerce/domain';
import Autocomplete from '@mui/material/Autocomplete';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { articlesOptions } from '../../../resources/content.ts';
import { productLookupOptionsPage } from '../../../resources/products.ts';
import { SortableList } from '../../../ui/SortableList.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { productPath } from '../paths.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSectionDraft } from '../../../ui/record/useSectionDraft.ts';
import { useProductSave } from './useProductSave.ts';

/** Bachman's Suggests (xp.Related product codes) and Related Articles (xp.Articles), saved to every SKU. */
export function RelatedView({ detail, view }: { detail: ProductDetail; view: 'related' | 'articles' }) {
  return view === 'related' ? <RelatedSection detail={detail} /> : <ArticlesSection detail={detail} />;
}

function RelatedSection({ detail }: { detail: ProductDetail }) {
  const save = useProductSave(detail);
  const related = defaultSkuOf(detail)!.xp.Related;
  const { draft: codes, setDraft: setCodes, section } = useSectionDraft(related);
  const [adding, setAdding] = useState('');
  const debounced = useDebouncedValue(adding.trim(), 500);
  const lookup = useQuery({ ...productLookupOptionsPage(debounced), enabled: debounced !== '' });
  return (
    <EditableSection
      title={PRODUCT_VIEW_LABELS.related}
      editName={`Edit ${PRODUCT_VIEW_LABELS.related}`}
      canEdit={useCan('product-articles')}
      onEditingChange={(editing) => {
        section.onEditingChange(editing);
        if (editing) setAdding('');
      }}
      unsaved={section.unsaved}
      onSave={() => save.product('related', { Related: codes })}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <ChosenList
              items={codes}
              getId={(code) => code}
              label={PRODUCT_VIEW_LABELS.related}
              onChange={setCodes}
            />
            <Autocomplete
              options={(lookup.data?.Items ?? []).filter(
                (item) => item.xp.ProductCode !== detail.ProductCode && !codes.includes(item.xp.ProductCode),
              )}
              getOptionLabel={(item) => `${item.Name} (${item.xp.ProductCode})`}
              filterOptions={(all) => all}
              inputValue={adding}
              onInputChange={(_, value) => setAdding(value)}
              value={null}
              onChange={(_, item) => {
                if (item) setCodes([...codes, item.xp.ProductCode]);
                setAdding('');
              }}
              renderInput={(params) => <TextField {...params} label="Add a product" />}
            />
          </Stack>
        ) : related.length === 0 ? (
          <Typography color="text.secondary">None</Typography>
        ) : (
          <Stack component="ol" sx={{ m: 0, pl: 3 }}>
            {related.map((one) => (
              <li key={one}>
                <Link component={RouterLink} to={productPath(one, 'product')}>
                  {one}
                </Link>
              </li>
            ))}
          </Stack>
        )
      }
    </EditableSection>
  );
}

/** The chosen items of a picker: dragged into order by their handles (mouse or keyboard), removed with ×. */
function ChosenList<T>({
  items,
  getId,
  getLabel = getId,
  label,
  onChange,
}: {
  items: readonly T[];
  getId(item: T): string;
  getLabel?(item: T): string;
  label: string;
  onChange(items: T[]): void;
}) {
  const byId = new Map(items.map((item) => [getId(item), item]));
  return (
    <SortableList
      aria-label={label}
      items={items}
      getId={getId}
      getLabel={getLabel}
      onReorder={(ids) => onChange(ids.map((id) => byId.get(id)!))}
      renderItem={(item) => (
        <Stack direction="row" sx={{ alignItems: 'center', flex: 1 }}>
          <Typography sx={{ flex: 1 }}>{getLabel(item)}</Typography>
          <IconButton
            aria-label={`Remove ${getLabel(item)}`}
            onClick={() => onChange(items.filter((other) => getId(other) !== getId(item)))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
    />
  );
}

/** Related Articles (product-articles): search published articles (500 ms), pick, order, save to every SKU. */
function ArticlesSection({ detail }: { detail: ProductDetail }) {
  const save = useProductSave(detail);
  const articles = defaultSkuOf(detail)!.xp.Articles;
  const { draft: chosen, setDraft: setChosen, section } = useSectionDraft<ArticleRef[]>(articles);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 500);
  const found = useQuery({ ...articlesOptions(debounced), enabled: debounced !== '' });
  return (
    <EditableSection
      title={PRODUCT_VIEW_LABELS.articles}
      editName={`Edit ${PRODUCT_VIEW_LABELS.articles}`}
      canEdit={useCan('product-articles')}
      onEditingChange={(editing) => {
        section.onEditingChange(editing);
        if (editing) setSearch('');
      }}
      unsaved={section.unsaved}
      onSave={() => save.product('articles', { Articles: chosen })}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <ChosenList
              items={chosen}
              getId={(article) => article.id}
              getLabel={(article) => article.title}
              label={PRODUCT_VIEW_LABELS.articles}
              onChange={setChosen}
            />
            <TextField
              label="Search articles"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Stack>
              {(found.data ?? [])
                .filter((article) => !chosen.some((one) => one.id === article.id))
                .slice(0, 20)
                .map((article) => (
                  <Stack key={article.id} direction="row" sx={{ alignItems: 'center' }}>
                    <Typography sx={{ flex: 1 }}>{article.title}</Typography>
                    <Button size="small" onClick={() => setChosen([...chosen, article])}>
                      Add
                    </Button>
                  </Stack>
                ))}
            </Stack>
          </Stack>
        ) : articles.length === 0 ? (
          <Typography color="text.secondary">None</Typography>
        ) : (
          <Stack component="ol" sx={{ m: 0, pl: 3 }}>
            {articles.map((article) => (
              <li key={article.id}>
                {article.title}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {article.slug}
                </Typography>
              </li>
            ))}
          </Stack>
        )
      }
    </EditableSection>
  );
}
