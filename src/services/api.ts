import { createApi } from '@reduxjs/toolkit/query/react';

import { baseQuery } from './baseQuery';

/**
 * The one RTK Query API of the one backend. Resource families inject their endpoints into it
 * (`injectEndpoints` with `overrideExisting: 'throw'`), so cache tags can cross families.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [] as string[],
  endpoints: () => ({}),
});
