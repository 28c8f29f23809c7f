import {
  CONDITION_QUERY_PARAM,
  type ConditionQuery,
  conditionQueryText,
} from '../../domain/conditionQuery';
import { api } from '../api';
import { isConcreteFamilyId } from '../contract';
import {
  CONDITION_QUERY_PATHS,
  type ConditionQueryHospital,
  type ConditionQueryReply,
} from '../contract/conditionQueryPaths';

/** The families the read models behind 综合查询 derive from: a save of one refetches the list. */
const DERIVED_FROM = [
  'persons',
  'hypertensionCard',
  'hypertensionFollowUp',
  'diabetesManager',
  'diabetesFollowUp',
  'signRegistes',
]
  .filter(isConcreteFamilyId)
  .map((type) => ({ type, id: 'LIST' }));

export interface ConditionQueryArgs {
  query: ConditionQuery;
  PageNumber: number;
  PageSize: number;
}

/** The query string of a condition query: the conditions as JSON in `q`. */
export const conditionQueryParams = (args: ConditionQueryArgs) => ({
  [CONDITION_QUERY_PARAM]: conditionQueryText(args.query),
  PageNumber: args.PageNumber,
  PageSize: args.PageSize,
});

export const conditionQueryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    conditionQueryResidents: build.query<ConditionQueryReply, ConditionQueryArgs>({
      query: (args) => ({
        url: CONDITION_QUERY_PATHS.residents,
        params: conditionQueryParams(args),
      }),
      providesTags: DERIVED_FROM,
    }),
    conditionQueryHospitals: build.query<ConditionQueryHospital[], void>({
      query: () => ({ url: CONDITION_QUERY_PATHS.hospitals }),
    }),
  }),
});

export const { useConditionQueryResidentsQuery, useConditionQueryHospitalsQuery } =
  conditionQueryApi;
