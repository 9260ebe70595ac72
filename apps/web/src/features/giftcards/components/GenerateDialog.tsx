import { GENERATE_MAX_CARDS, GIFT_CARD_TEXTS, generateGiftCardsQuerySchema } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useGenerateGiftCards } from '../api.ts';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';

/**
 * Generate (giftcards-settings): how many e-gift numbers to make; once made, the dialog lists them (they
 * are also in the list, marked Web Generated).
 */
export function GenerateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [count, setCount] = useState('');
  const [touched, setTouched] = useState(false);
  const [made, setMade] = useState<string[] | null>(null);
  const generate = useGenerateGiftCards();
  const toast = useToast();
  const parsed = generateGiftCardsQuerySchema.safeParse({ numberOfCards: count === '' ? undefined : count });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  const close = () => {
    setCount('');
    setTouched(false);
    setMade(null);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={GIFT_CARD_TEXTS.generateTitle}
      onClose={close}
      submitLabel={made ? 'Done' : GIFT_CARD_TEXTS.generate}
      cancelLabel={made ? 'Close' : 'Cancel'}
      onSubmit={async () => {
        if (made) return true;
        setTouched(true);
        if (!parsed.success) return false;
        const result = await generate.mutateAsync(parsed.data.numberOfCards);
        toast.success(GIFT_CARD_TEXTS.generated(result.Cards.length));
        setMade(result.Cards.map((card) => card.id));
        return false;
      }}
    >
      {made ? (
        <>
          <Alert severity="success">{GIFT_CARD_TEXTS.generated(made.length)}</Alert>
          <ScrollArea label="Generated card numbers" maxHeight={240}>
            <Box
              component="ul"
              aria-label="Generated card numbers"
              sx={{ m: 0, pl: 3, fontFamily: 'monospace' }}
            >
              {made.map((id) => (
                <li key={id}>{id}</li>
              ))}
            </Box>
          </ScrollArea>
        </>
      ) : (
        <TextField
          autoFocus
          label={GIFT_CARD_TEXTS.numberOfCards}
          type="number"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!problem}
          helperText={(touched && problem) || `From 1 to ${GENERATE_MAX_CARDS}.`}
          slotProps={{ htmlInput: { min: 1, max: GENERATE_MAX_CARDS, step: 1 } }}
        />
      )}
    </FormDialog>
  );
}
