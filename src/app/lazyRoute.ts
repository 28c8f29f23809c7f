import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router-dom';

/** Turns a `() => import('./Page')` loader into a data-router `lazy` that loads on navigation. */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });
