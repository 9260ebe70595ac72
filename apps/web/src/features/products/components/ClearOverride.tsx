import { PRODUCT_SECTION_TEXTS } from '@commerce/domain';
import Button from '@mui/material/Button';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useConfirm } from '../../../ui/useConfirm.ts';

/** A 'Clear override' button: after the default confirmation, the SKU's own value goes (inherits again). */
export function ClearOverride({ label, onClear }: { label: string; onClear(): Promise<unknown> }) {
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <Button
      aria-label={label}
      onClick={() =>
        void confirm({
          title: PRODUCT_SECTION_TEXTS.clearOverrideTitle,
          message: PRODUCT_SECTION_TEXTS.clearOverrideMessage,
          onConfirm: async () => {
            try {
              await onClear();
            } catch (error) {
              toast.error(errorMessage(error));
              throw error;
            }
          },
        })
      }
    >
      Clear Override
    </Button>
  );
}
