import { sendListSpec } from '@commerce/domain';
import { sendResource } from '../../../resources/sends.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';

/** /sends: the sends to the systems outside, by system and status (the dashboard's integration health). */
export function SendsPage() {
  const view = useListView(sendListSpec, sendResource);
  return <ListPanel view={view} getRowId={(send) => String(send.ID)} />;
}
