import {
  formatMoney,
  lineProductPath,
  shipmentCosts,
  SHIPPING_METHOD_LABELS,
  type LineItem,
  type OrderShipment,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';

/** What a line's xp carries, as label: value (spec 3 §3 line item xp). */
function lineDetails(line: LineItem): string[] {
  const { xp } = line;
  const money = (value: number | null) => (value === null ? null : formatMoney(value));
  return [
    ['Gift card', xp.giftcardnumber],
    ['E-gift card to', xp.Email],
    ['Note', xp.ProductNote],
    ['Buyer’s list', xp.BuyersList],
    ['Price adjustment', money(xp.PriceAdjustment)],
    ['Assembly', money(xp.ASMMarkup)],
    ['Placement', money(xp.PLCMarkup)],
    ['Delivery', xp.DeliveryMethod && SHIPPING_METHOD_LABELS[xp.DeliveryMethod]],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
}

/**
 * A shipment's line items: the product (a link to its SKU's page for product-reader holders), unit price,
 * quantity shipped, line total and what the line's xp holds.
 */
export function LineItems({ shipment }: { shipment: OrderShipment }) {
  const canReadProducts = useCan('product-reader');
  if (shipment.LineItems.length === 0) return <Typography color="text.secondary">No line items.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Line items of ${shipment.ID}`}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Unit Price</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shipment.LineItems.map((line) => (
            <TableRow key={line.ID}>
              <TableCell>
                {canReadProducts ? (
                  <Link component={RouterLink} to={lineProductPath(line)}>
                    {line.Product.Name}
                  </Link>
                ) : (
                  line.Product.Name
                )}
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.Product.xp.ProductCode} · SKU {line.Product.ID}
                </Typography>
                {lineDetails(line).map((detail) => (
                  <Typography key={detail} variant="caption" component="div">
                    {detail}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">{formatMoney(line.UnitPrice)}</TableCell>
              <TableCell align="right">{line.QuantityShipped}</TableCell>
              <TableCell align="right">{formatMoney(line.LineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const COST_LINES = [
  ['subtotal', 'Subtotal'],
  ['assembly', 'Assembly'],
  ['placement', 'Placement'],
  ['handling', 'Handling'],
  ['delivery', 'Delivery'],
  ['wiredServices', 'Wired Services'],
  ['total', 'Total'],
] as const;

/** The shipment's cost lines (spec 3 §2): subtotal, assembly, placement, handling, delivery, wired, total. */
export function CostLines({ shipment }: { shipment: OrderShipment }) {
  const costs = shipmentCosts(shipment, shipment.LineItems);
  return (
    <Box
      component="dl"
      aria-label={`Costs of ${shipment.ID}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 3,
        rowGap: 0.25,
        m: 0,
        maxWidth: 280,
        ml: 'auto',
      }}
    >
      {COST_LINES.map(([key, label]) => (
        <Box key={key} sx={{ display: 'contents', fontWeight: key === 'total' ? 600 : undefined }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
            {formatMoney(costs[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
