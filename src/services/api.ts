import { createApi } from '@reduxjs/toolkit/query/react';

import { baseQuery } from './baseQuery';
import { type FamilyId } from './contract';

/**
 * Cache tag types: one per resource family. Only their type is named here, so this module does
 * not load the catalogue; `resourceApi` adds the families' ids with the catalogue
 * (`addTagTypes`), and other APIs add their own (the assistant's conversations).
 */
const tagTypes: readonly FamilyId[] = [];

/**
 * The one RTK Query API of the one backend. Resource families inject their endpoints into it
 * (`injectEndpoints` with `overrideExisting: 'throw'`), so cache tags can cross families.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
