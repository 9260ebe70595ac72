import { ASSET_TEXTS, CONTENT_SEARCH_DEBOUNCE_MS, formatKilobytes, type Asset } from '@commerce/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assetPageOptions } from '../../resources/assets.ts';
import { SearchField } from '../SearchField.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { AssetUploadDialog } from './AssetUploadDialog.tsx';

export interface AssetBrowserDialogProps {
  open: boolean;
  onClose(): void;
  /** Only assets with this description are listed, and uploads get it (category-banner-img …). */
  description?: string;
  /** Choose several (product images) or one (a category banner). */
  multiple?: boolean;
  /** The chosen assets; the dialog closes once it resolves. */
  onSelect(assets: Asset[]): void | Promise<void>;
  /** Shows Upload Assets (the upload needs the area's edit key or product-images). */
  canUpload?: boolean;
  title?: string;
}

/**
 * The asset library browser (spec 2 §2): thumbnails 24 a page, newest first, searched by title, limited to
 * the context's description; select one or many ('View Selected (n)' shows only those), or upload new
 * images, which come back selected.
 */
export function AssetBrowserDialog(props: AssetBrowserDialogProps) {
  // Mounted only while open, so each opening starts from the first page with nothing selected.
  return props.open ? <AssetBrowser {...props} /> : null;
}

function AssetBrowser({
  onClose,
  description,
  multiple = false,
  onSelect,
  canUpload = false,
  title = ASSET_TEXTS.browserTitle,
}: AssetBrowserDialogProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Asset[]>([]);
  const [onlySelected, setOnlySelected] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const term = useDebouncedValue(search.trim(), CONTENT_SEARCH_DEBOUNCE_MS);
  const query = useQuery(assetPageOptions({ page, search: term, description }));

  const toggle = (asset: Asset) =>
    setSelected((current) =>
      current.some((item) => item.ID === asset.ID)
        ? current.filter((item) => item.ID !== asset.ID)
        : multiple
          ? [...current, asset]
          : [asset],
    );

  const shown = onlySelected ? selected : (query.data?.Items ?? []);
  const meta = query.data?.Meta;

  const choose = async () => {
    setSaving(true);
    try {
      await onSelect(selected);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="asset-browser-title"
    >
      <DialogTitle id="asset-browser-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <SearchField
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
              setOnlySelected(false);
            }}
            placeholder={ASSET_TEXTS.searchPlaceholder}
          />
          <Button
            variant={onlySelected ? 'contained' : 'outlined'}
            aria-pressed={onlySelected}
            disabled={selected.length === 0 && !onlySelected}
            onClick={() => setOnlySelected((value) => !value)}
          >
            {onlySelected ? ASSET_TEXTS.viewAll : ASSET_TEXTS.viewSelected(selected.length)}
          </Button>
          <Box sx={{ flex: 1 }} />
          {canUpload && (
            <Button startIcon={<CloudUploadIcon />} onClick={() => setUploading(true)}>
              {ASSET_TEXTS.uploadAssets}
            </Button>
          )}
        </Stack>
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {!onlySelected && query.isPending ? (
          <Grid>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={170} />
            ))}
          </Grid>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {ASSET_TEXTS.noAssets}
          </Typography>
        ) : (
          <Grid aria-label="Assets">
            {shown.map((asset) => {
              const isSelected = selected.some((item) => item.ID === asset.ID);
              return (
                <ButtonBase
                  key={asset.ID}
                  role="checkbox"
                  aria-checked={isSelected}
                  aria-label={asset.Title}
                  onClick={() => toggle(asset)}
                  sx={{
                    display: 'block',
                    textAlign: 'left',
                    borderRadius: 1,
                    border: 2,
                    borderColor: isSelected ? 'primary.main' : 'divider',
                    overflow: 'hidden',
                    position: 'relative',
                  }}
                >
                  <Box
                    component="img"
                    src={asset.ThumbnailUrl}
                    alt=""
                    loading="lazy"
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 110,
                      objectFit: 'contain',
                      bgcolor: 'grey.100',
                    }}
                  />
                  <Box sx={{ px: 1, py: 0.5 }}>
                    <Typography variant="body2" noWrap title={asset.Title}>
                      {asset.Title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatKilobytes(asset.SizeBytes)}
                    </Typography>
                  </Box>
                  {isSelected && (
                    <CheckCircleIcon
                      color="primary"
                      sx={{
                        position: 'absolute',
                        top: 4,
                        right: 4,
                        bgcolor: 'common.white',
                        borderRadius: '50%',
                      }}
                    />
                  )}
                </ButtonBase>
              );
            })}
          </Grid>
        )}
        {!onlySelected && meta && meta.TotalPages > 1 && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {meta.ItemRange[0]}–{meta.ItemRange[1]} of {meta.TotalCountIsEstimate ? 'about ' : ''}
              {meta.TotalCount}
            </Typography>
            <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next page"
              disabled={page >= meta.TotalPages}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {ASSET_TEXTS.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void choose()}
          disabled={selected.length === 0}
          loading={saving}
        >
          {ASSET_TEXTS.select}
        </Button>
      </DialogActions>
      {canUpload && (
        <AssetUploadDialog
          open={uploading}
          onClose={() => setUploading(false)}
          description={description}
          onUploaded={(assets) => {
            setPage(1);
            setSearch('');
            setSelected((current) => (multiple ? [...assets, ...current] : assets.slice(0, 1)));
          }}
        />
      )}
    </Dialog>
  );
}

function Grid({ children, 'aria-label': label }: { children: React.ReactNode; 'aria-label'?: string }) {
  return (
    <Box
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {children}
    </Box>
  );
}
