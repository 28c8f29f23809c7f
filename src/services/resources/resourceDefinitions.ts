import {
  type Api,
  type EndpointBuilder,
  type EndpointDefinitions,
  type MutationDefinition,
  type QueryDefinition,
} from '@reduxjs/toolkit/query';

import { type api } from '@/services/api';
import { type PagedResponse } from '@/services/contract';

import {
  type ActionArgs,
  type ListParams,
  type RecordId,
  type ResourceRow,
  type UpdateArgs,
  type WildcardArgs,
} from './resourceTypes';

/** The one API's type parameters, read from `api` so they follow it. */
type OneApi = typeof api;
export type ApiBaseQuery =
  OneApi extends Api<infer BaseQuery, infer _D, infer _R, infer _T, infer _E> ? BaseQuery : never;
/** The family ids (api.ts). */
export type ApiTagTypes =
  OneApi extends Api<infer _B, infer _D, infer _R, infer TagTypes, infer _E> ? TagTypes : never;
type ApiModulesUsed =
  OneApi extends Api<infer _B, infer _D, infer _R, infer _T, infer Modules> ? Modules : never;
type ReducerPath = OneApi['reducerPath'];

export type ResourceBuilder = EndpointBuilder<ApiBaseQuery, ApiTagTypes, ReducerPath>;

type Query<Arg, Result> = QueryDefinition<Arg, ApiBaseQuery, ApiTagTypes, Result, ReducerPath>;
type Mutation<Arg, Result> = MutationDefinition<
  Arg,
  ApiBaseQuery,
  ApiTagTypes,
  Result,
  ReducerPath
>;

/**
 * The definitions of the CRUD verbs, by the row type of the family (`ResourceRow` for any
 * family). The row type only describes what the server sends; the definition built at run time
 * is the same for every row type.
 */
export type ListDefinition<Row = ResourceRow> = Query<ListParams | void, PagedResponse<Row>>;
export type GetDefinition<Row = ResourceRow> = Query<RecordId, Row>;
export type CreateDefinition<Row = ResourceRow> = Mutation<Partial<Row>, unknown>;
export type UpdateDefinition<Row = ResourceRow> = Mutation<UpdateArgs<Row>, unknown>;
export type DeletesDefinition = Mutation<readonly RecordId[], unknown>;
export type ActionQueryDefinition = Query<ActionArgs | void, unknown>;
export type ActionMutationDefinition = Mutation<ActionArgs | void, unknown>;
export type WildcardQueryDefinition = Query<WildcardArgs, unknown>;
export type WildcardMutationDefinition = Mutation<WildcardArgs, unknown>;

export type ResourceDefinition =
  | ListDefinition
  | GetDefinition
  | CreateDefinition
  | UpdateDefinition
  | DeletesDefinition
  | ActionQueryDefinition
  | ActionMutationDefinition
  | WildcardQueryDefinition
  | WildcardMutationDefinition;

/** The endpoint object (initiate, select, matchers and React hooks) of one definition. */
export type EndpointOf<Definition extends EndpointDefinitions[string]> = Api<
  ApiBaseQuery,
  { endpoint: Definition },
  ReducerPath,
  ApiTagTypes,
  ApiModulesUsed
>['endpoints']['endpoint'];
