import { ASSET_DESCRIPTIONS, EVENT_TEXTS, type EventDetail } from '@commerce/domain';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { AssetBrowserDialog } from '../../../ui/assets/AssetBrowserDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useEventChange } from '../api.ts';

/** Image (events-admin): chosen from the asset library's event images into xp.Contentful.Images. */
export function ImageSection({ detail }: { detail: EventDetail }) {
  const canEdit = useCan('events-admin');
  const [browsing, setBrowsing] = useState(false);
  const change = useEventChange(detail.xp.ProductCode);
  const toast = useToast();
  const image = detail.xp.Contentful.Images[0];
  const setImages = async (Images: { url: string; title: string }[]) => {
    try {
      await change('image', { Images }, detail.Version);
      toast.success(EVENT_TEXTS.saved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The image could not be saved.');
    }
  };
  return (
    <SectionCard title={EVENT_TEXTS.image}>
      {image ? (
        <Box>
          <Box
            component="img"
            src={image.url}
            alt={image.title}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {image.title}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">{EVENT_TEXTS.noImage}</Typography>
      )}
      {canEdit && (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ImageIcon />} onClick={() => setBrowsing(true)}>
            {EVENT_TEXTS.chooseImage}
          </Button>
          {image && (
            <Button color="error" onClick={() => void setImages([])}>
              {EVENT_TEXTS.removeImage}
            </Button>
          )}
        </Stack>
      )}
      <AssetBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        description={ASSET_DESCRIPTIONS.event}
        title={EVENT_TEXTS.image}
        canUpload={canEdit}
        onSelect={([asset]) => (asset ? setImages([{ url: asset.Url, title: asset.Title }]) : undefined)}
      />
    </SectionCard>
  );
}
