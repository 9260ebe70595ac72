import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AnyResource } from '../../lib/resource.ts';
import { useRemoveRecord } from '../../lib/resource-hooks.ts';
import { useToast } from '../../lib/toast.ts';
import type { ConfirmOptions } from '../confirmContext.ts';
import { useConfirm } from '../useConfirm.ts';

export interface DeleteRecordProps {
  resource: AnyResource;
  id: string;
  /** The version the page shows: a record changed meanwhile is not deleted (412). */
  version: number;
  title: string;
  message: ReactNode;
  /** The toast once deleted. */
  doneText: string;
  /** Where the page goes once the record is gone (usually the list). */
  leaveTo: string;
  /** Other confirmation options (its buttons' labels, an acknowledgement checkbox …). */
  confirm?: Partial<Pick<ConfirmOptions, 'confirmLabel' | 'cancelLabel' | 'acknowledge'>>;
}

/** A record page's red Delete: confirmed (said to be permanent), against the version shown, then away. */
export function DeleteRecordButton(props: DeleteRecordProps) {
  const removal = useRemoveRecord(props.resource);
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();

  const remove = async () => {
    const deleted = await confirm({
      ...props.confirm,
      title: props.title,
      message: props.message,
      destructive: true,
      onConfirm: () => removal.mutateAsync({ id: props.id, version: props.version }),
    });
    if (!deleted) return;
    toast.success(props.doneText);
    navigate(props.leaveTo, { replace: true });
  };

  return (
    <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()}>
      Delete
    </Button>
  );
}
