import { defaultSkuOf, PRODUCT_VIEW_LABELS, type ProductDetail } from '@commerce/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { productPath } from '../paths.ts';
import { EditCard } from './EditCard.tsx';
import { useProductSave } from './useProductSave.ts';

/** Bachman's Suggests (xp.Related product codes) and Related Articles (xp.Articles), saved to every SKU. */
export function RelatedView({ detail, view }: { detail: ProductDetail; view: 'related' | 'articles' }) {
  return view === 'related' ? <RelatedSection detail={detail} /> : <ArticlesSection detail={detail} />;
}

function RelatedSection({ detail }: { detail: ProductDetail }) {
  const save = useProductSave(detail);
  const related = defaultSkuOf(detail)!.xp.Related;
  const [codes, setCodes] = useState(related);
  const [adding, setAdding] = useState('');
  const code = adding.trim();
  return (
    <EditCard
      title={PRODUCT_VIEW_LABELS.related}
      canEdit={useCan('product-articles')}
      onOpen={() => {
        setCodes(related);
        setAdding('');
      }}
      onSubmit={() => save.product('related', { Related: codes })}
      dialog={
        <>
          {codes.map((one, index) => (
            <Stack key={one} direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{one}</Typography>
              <Button
                size="small"
                disabled={index === 0}
                onClick={() =>
                  setCodes([...codes.slice(0, index - 1), one, codes[index - 1]!, ...codes.slice(index + 1)])
                }
              >
                Move up
              </Button>
              <IconButton
                aria-label={`Remove ${one}`}
                onClick={() => setCodes(codes.filter((other) => other !== one))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1}>
            <TextField
              label="Product code"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            />
            <Button
              disabled={code === '' || code === detail.ProductCode || codes.includes(code)}
              onClick={() => {
                setCodes([...codes, code]);
                setAdding('');
              }}
            >
              Add
            </Button>
          </Stack>
        </>
      }
    >
      {related.length === 0 ? (
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
      )}
    </EditCard>
  );
}

function ArticlesSection({ detail }: { detail: ProductDetail }) {
  const articles = defaultSkuOf(detail)!.xp.Articles;
  return (
    <SectionCard title={PRODUCT_VIEW_LABELS.articles}>
      {articles.length === 0 ? (
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
      )}
    </SectionCard>
  );
}
