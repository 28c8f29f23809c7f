import {
  type Api,
  type EndpointBuilder,
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
type ApiModulesUsed =
  OneApi extends Api<infer _B, infer _D, infer _R, infer _T, infer Modules> ? Modules : never;
type ReducerPath = OneApi['reducerPath'];

export type ResourceBuilder = EndpointBuilder<ApiBaseQuery, string, ReducerPath>;

type Query<Arg, Result> = QueryDefinition<Arg, ApiBaseQuery, string, Result, ReducerPath>;
type Mutation<Arg, Result> = MutationDefinition<Arg, ApiBaseQuery, string, Result, ReducerPath>;

export type ListDefinition = Query<ListParams | void, PagedResponse<ResourceRow>>;
export type GetDefinition = Query<RecordId, ResourceRow>;
export type CreateDefinition = Mutation<ResourceRow, unknown>;
export type UpdateDefinition = Mutation<UpdateArgs, unknown>;
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
export type EndpointOf<Definition extends ResourceDefinition> = Api<
  ApiBaseQuery,
  { endpoint: Definition },
  ReducerPath,
  string,
  ApiModulesUsed
>['endpoints']['endpoint'];
