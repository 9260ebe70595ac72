import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { EditButton } from '../../../ui/EditButton.tsx';

/**
 * A section of the product page read as a card and edited in a dialog: `onOpen` sets the dialog's values
 * from the record, `onSubmit` saves (throwing keeps the dialog open with the message).
 */
export function EditCard({
  title,
  canEdit,
  onOpen,
  onSubmit,
  submitDisabled,
  dialog,
  children,
  action,
  maxWidth,
}: {
  title: string;
  canEdit: boolean;
  onOpen(): void;
  onSubmit(): Promise<unknown>;
  submitDisabled?: boolean;
  dialog: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title={title}
      action={
        <>
          {action}
          {canEdit && (
            <EditButton
              label={`Edit ${title}`}
              onClick={() => {
                onOpen();
                setOpen(true);
              }}
            />
          )}
        </>
      }
    >
      {children}
      <FormDialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
        submitDisabled={submitDisabled}
        maxWidth={maxWidth}
      >
        {dialog}
      </FormDialog>
    </SectionCard>
  );
}
