import {
  ASSET_DESCRIPTIONS,
  COLOR_TEXTS,
  colorFormSchema,
  colorSwatchKind,
  colorSwatchSrc,
  saveColorRoute,
  type Sku,
} from '@commerce/domain';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { colorTableOptions } from '../../../resources/products.ts';
import { AssetBrowserDialog } from '../../../ui/assets/AssetBrowserDialog.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { useSectionDraft } from '../../../ui/record/useSectionDraft.ts';

function Swatch({ name, code }: { name: string; code: string }) {
  const box = { width: 40, height: 40, borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 };
  return colorSwatchKind(code) === 'hex' ? (
    <Box role="img" aria-label={`${name} swatch`} sx={{ ...box, bgcolor: code }} />
  ) : (
    <Box
      component="img"
      src={colorSwatchSrc(code)}
      alt={`${name} swatch`}
      sx={{ ...box, objectFit: 'cover' }}
    />
  );
}

/**
 * The SKU's colour (ColorVarient): its swatch from the colour table, whose code staff may change
 * (product-web): a colour code, an image URL, or an image of the asset library — chosen there or uploaded
 * into it (only images, at most 10 MB; the library's own dialog and endpoint).
 */
export function ColorSection({ sku }: { sku: Sku }) {
  const name = sku.xp.Attributes.ColorVarient;
  const table = useQuery(colorTableOptions());
  const client = useQueryClient();
  const code = table.data?.find((color) => color.colorName === name)?.colorCode ?? '';
  const { draft: value, setDraft: setValue, section } = useSectionDraft(code);
  const [browsing, setBrowsing] = useState(false);
  const canEdit = useCan('product-web');
  if (!name) return null;
  const parsed = colorFormSchema.safeParse({ colorName: name, colorCode: value });
  return (
    <EditableSection
      title="Colour"
      editName="Edit Colour"
      canEdit={canEdit}
      {...section}
      saveDisabled={!parsed.success}
      onSave={async () => {
        const saved = await call(saveColorRoute, { body: { colorName: name, colorCode: value.trim() } });
        client.setQueryData(colorTableOptions().queryKey, saved);
      }}
    >
      {(editing) =>
        editing ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              {parsed.success && <Swatch name={name} code={value.trim()} />}
              <TextField
                label={`Colour code of ${name}`}
                value={value}
                fullWidth
                onChange={(event) => setValue(event.target.value)}
                error={!parsed.success && value !== ''}
                helperText={parsed.success ? undefined : parsed.error.issues[0]?.message}
              />
            </Stack>
            <Box>
              <Button startIcon={<PhotoLibraryIcon />} onClick={() => setBrowsing(true)}>
                {COLOR_TEXTS.chooseImage}
              </Button>
            </Box>
            <AssetBrowserDialog
              open={browsing}
              onClose={() => setBrowsing(false)}
              title={COLOR_TEXTS.imageTitle}
              description={ASSET_DESCRIPTIONS.color}
              canUpload
              onSelect={([asset]) => {
                if (asset) setValue(asset.Url);
              }}
            />
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {code && <Swatch name={name} code={code} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography>{name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {code || 'Not in the colour table'}
              </Typography>
            </Box>
          </Stack>
        )
      }
    </EditableSection>
  );
}
