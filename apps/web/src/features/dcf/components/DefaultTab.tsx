import { DCF_TEXTS } from '@commerce/domain';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { dcfDefaultOptions, saveDcfDefault } from '../../../resources/dcf.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { DeliveryMethodsTable } from '../../../ui/DeliveryMethodsTable.tsx';
import { DeliveryDialog } from './DeliverySettings.tsx';
import { EditButton } from '../../../ui/EditButton.tsx';

/** The Default tab: the catalogue default delivery ('No Default Settings!' when there is none). */
export function DefaultTab() {
  const query = useQuery(dcfDefaultOptions());
  const canEdit = useCan('dcf-delivery');
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  const toast = useToast();
  if (!query.data) return <Skeleton variant="rounded" height={200} />;
  const { Delivery, Version } = query.data;
  return (
    <SectionCard
      title={DCF_TEXTS.defaultDelivery}
      action={canEdit && <EditButton onClick={() => setEditing(true)} />}
    >
      {Delivery ? (
        <DeliveryMethodsTable delivery={Delivery} label={DCF_TEXTS.defaultDelivery} />
      ) : (
        <Typography color="text.secondary">{DCF_TEXTS.noDefaultSettings}</Typography>
      )}
      {editing && (
        <DeliveryDialog
          title={DCF_TEXTS.defaultDelivery}
          delivery={Delivery}
          requireOne
          onClose={() => setEditing(false)}
          onSave={async (next) => {
            client.setQueryData(
              dcfDefaultOptions().queryKey,
              await saveDcfDefault({ Delivery: next }, Version),
            );
            toast.success(DCF_TEXTS.saved);
          }}
        />
      )}
    </SectionCard>
  );
}
