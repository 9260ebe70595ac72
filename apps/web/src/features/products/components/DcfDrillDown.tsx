import { PRODUCT_TEXTS, type ProductFacet, formatCount } from '@commerce/domain';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { productFacetsOptions } from '../../../resources/products.ts';

export interface DrillDownValue {
  dept: string;
  cls: string;
  fnln: string;
}

/**
 * The department → class → fineline drill-down above the product list (spec 2 §2): the path chosen so far
 * (each step a link back to it) and the next level's values with their product counts.
 */
export function DcfDrillDown({
  value,
  onChange,
}: {
  value: DrillDownValue;
  onChange(next: DrillDownValue): void;
}) {
  const facets = useQuery(productFacetsOptions(value.dept, value.cls));
  const level: { label: string; items: ProductFacet[]; choose(item: string): DrillDownValue } | null =
    !value.dept
      ? {
          label: 'Departments',
          items: facets.data?.Departments ?? [],
          choose: (dept) => ({ dept, cls: '', fnln: '' }),
        }
      : !value.cls
        ? {
            label: 'Classes',
            items: facets.data?.Classes ?? [],
            choose: (cls) => ({ ...value, cls, fnln: '' }),
          }
        : !value.fnln
          ? {
              label: 'Finelines',
              items: facets.data?.Finelines ?? [],
              choose: (fnln) => ({ ...value, fnln }),
            }
          : null;
  const steps = [
    { label: PRODUCT_TEXTS.allDepartments, to: { dept: '', cls: '', fnln: '' } },
    ...(value.dept ? [{ label: value.dept, to: { dept: value.dept, cls: '', fnln: '' } }] : []),
    ...(value.dept && value.cls ? [{ label: value.cls, to: { ...value, fnln: '' } }] : []),
    ...(value.dept && value.cls && value.fnln ? [{ label: value.fnln, to: value }] : []),
  ];
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label="Department, class and fineline"
      sx={{ p: 1.5, mb: 2 }}
    >
      <Breadcrumbs aria-label="Drill-down path" sx={{ mb: level ? 1 : 0 }}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Typography key={step.label} color="text.primary" aria-current="location">
              {step.label}
            </Typography>
          ) : (
            <Link
              key={step.label}
              component="button"
              type="button"
              underline="hover"
              onClick={() => onChange(step.to)}
            >
              {step.label}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {level && (
        <Stack direction="row" role="list" aria-label={level.label} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {level.items.map((item) => (
            <span role="listitem" key={item.Value}>
              <Chip
                size="small"
                variant="outlined"
                label={`${item.Value} (${formatCount(item.Count)})`}
                onClick={() => onChange(level.choose(item.Value))}
              />
            </span>
          ))}
          {facets.isSuccess && level.items.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {PRODUCT_TEXTS.noResults}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
