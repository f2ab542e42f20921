import { policies } from '../access';
import { defineRoute } from '../endpoint';
import type { VolumeKind } from '../overview-metrics';

/** Routes of the dashboard tiles and the volume calls (the declarations: endpoints/overview.ts). */
const access = policies.merchant({ param: 'id' });

export const getOverview = defineRoute({
  method: 'GET',
  path: '/merchants/:id/overview/:metric',
  access,
});

export const volumeRoute = <K extends VolumeKind>(kind: K) =>
  defineRoute({ method: 'GET', path: `/merchants/:id/${kind}`, access });

export const getCurrentDayVolume = defineRoute({
  method: 'GET',
  path: '/merchants/:id/volume/current-day',
  access,
});
