import { sendApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** The connectors' sends (no record page: a send is a row of the list). */
export const sendResource = defineResource(sendApi, {
  name: 'sends',
  versionOf: () => 0,
  idOf: (send) => String(send.ID),
});
