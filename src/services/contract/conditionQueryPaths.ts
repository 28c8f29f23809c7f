/**
 * 综合查询 of the reference server (server/chronic/conditionQueryRoutes.ts): the query goes on
 * the wire as `q`, the JSON of a kernel ConditionQuery (src/domain/conditionQuery), with
 * `PageNumber`, `PageSize` and an optional `hospitalId` scope.
 */
export const CONDITION_QUERY_PATHS = {
  residents: '/api/conditionQuery/residents',
  residentsExcel: '/api/conditionQuery/residents/excel',
  /** The institutions of the user's scope, for the 村/机构 condition. */
  hospitals: '/api/conditionQuery/hospitals',
} as const;

/** Menu component (server/seed/menus.ts) of the page. */
export const CONDITION_QUERY_COMPONENT = 'conditionQuery';

export interface ConditionQueryRow {
  personNum: string;
  name: string;
  IDCardNo: string;
  sex: string;
  birthDate: string | null;
  hospitalId: string;
  hospitalName: string;
}

export interface ConditionQueryReply {
  items: ConditionQueryRow[];
  total: number;
  PageNumber: number;
  PageSize: number;
}

export interface ConditionQueryHospital {
  hospitalId: string;
  hospitalName: string;
  depth: number;
}
