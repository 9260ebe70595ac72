import { colorFormSchema, colorSwatchKind, type Color, type Sku } from '@commerce/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { colorTableOptions } from '../../../resources/products.ts';
import { EditCard } from './EditCard.tsx';

/** The SKU's colour (ColorVarient): its swatch from the colour table, whose code staff may change. */
export function ColorSection({ sku }: { sku: Sku }) {
  const name = sku.xp.Attributes.ColorVarient;
  const table = useQuery(colorTableOptions());
  const client = useQueryClient();
  const code = table.data?.find((color) => color.colorName === name)?.colorCode ?? '';
  const [value, setValue] = useState(code);
  const canEdit = useCan('product-web');
  if (!name) return null;
  const parsed = colorFormSchema.safeParse({ colorName: name, colorCode: value });
  return (
    <EditCard
      title="Colour"
      canEdit={canEdit}
      onOpen={() => setValue(code)}
      submitDisabled={!parsed.success}
      onSubmit={async () => {
        const saved = await api<{ Items: Color[] }>('/colors', {
          method: 'PUT',
          body: { colorName: name, colorCode: value.trim() },
        });
        client.setQueryData(colorTableOptions().queryKey, saved.Items);
      }}
      dialog={
        <TextField
          label={`Colour code of ${name}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!parsed.success && value !== ''}
          helperText={parsed.success ? undefined : parsed.error.issues[0]?.message}
        />
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {code &&
          (colorSwatchKind(code) === 'hex' ? (
            <Box
              role="img"
              aria-label={`${name} swatch`}
              sx={{
                width: 40,
                height: 40,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: code,
              }}
            />
          ) : (
            <Box
              component="img"
              src={code}
              alt={`${name} swatch`}
              sx={{ width: 40, height: 40, borderRadius: 1 }}
            />
          ))}
        <Box>
          <Typography>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {code || 'Not in the colour table'}
          </Typography>
        </Box>
      </Stack>
    </EditCard>
  );
}
