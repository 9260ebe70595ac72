import { inheritedFromLabel, type DcfType, type SkuResolved } from '@commerce/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const TYPE_OF: Record<string, DcfType> = {
  fineline: 'finelines',
  class: 'classes',
  department: 'departments',
};

/** 'Inherited from {level}', linking to the DCF value it comes from (the Default tab for the default). */
export function InheritedNote({ resolved }: { resolved: SkuResolved['Delivery' | 'ASE' | 'Warranty'] }) {
  if (!resolved.source || resolved.source === 'product') return null;
  const type = TYPE_OF[resolved.source];
  const to =
    type && resolved.sourceValue ? `/dcf/${type}/${encodeURIComponent(resolved.sourceValue)}` : '/dcf';
  return (
    <Typography variant="body2" color="text.secondary">
      <Link component={RouterLink} to={to}>
        {inheritedFromLabel(resolved.source)}
      </Link>
    </Typography>
  );
}
