import { page } from '../../lib/routes.ts';

/** /dcf (Default), /dcf/{type}, /dcf/{type}/{value} and /dcf/ase-drawers[/{id}]: one route, one page. */
export const dcfRoutes = [page('dcf/*', () => import('./pages/DcfPage.tsx').then((m) => m.DcfPage))];
