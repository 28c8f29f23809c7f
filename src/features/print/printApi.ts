import { api } from '@/services/api';
import { PRINT_API_PATH, type PrintReply } from '@/services/contract';
import { type ServiceDuePrintReply } from '@/services/contract/serviceDuePaths';

export interface PrintArgs {
  /** PrintRouteSpec.name */
  name: string;
  params: Record<string, string>;
}

/**
 * GET /api/print/{name}: the records one paper shows. The server writes the audit event while it
 * answers, so every opening must reach it: nothing is served from the cache.
 */
export const printApi = api.injectEndpoints({
  endpoints: (build) => ({
    printRecords: build.query<PrintReply, PrintArgs>({
      query: ({ name, params }) => ({
        url: `${PRINT_API_PATH}/${name}`,
        params,
        errorDisplay: 'silent',
      }),
      keepUnusedDataFor: 0,
    }),
    /** A list print (ListPrintRouteSpec): the list's filter in, the paper's rows out, audited alike. */
    printList: build.query<ServiceDuePrintReply, PrintArgs>({
      query: ({ name, params }) => ({
        url: `${PRINT_API_PATH}/${name}`,
        params,
        errorDisplay: 'silent',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { usePrintRecordsQuery, usePrintListQuery } = printApi;
