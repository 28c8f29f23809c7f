import { HttpError } from './errors';

/** Chinese messages of the resource routes. */
export const RESOURCE_MESSAGES = {
  notFound: '记录不存在',
  forbidden: '无权访问该机构的数据',
  sharedDataAdminOnly: '仅管理员可以维护公共数据',
  duplicateIdCard: '该身份证号已建档',
  bodyNotObject: '请求体应为JSON对象',
  idsRequired: '请选择要操作的记录',
  notOpen: '该接口暂未开放',
} as const;

/**
 * A refusal of a resource route: its HTTP status, a Chinese message and, unlike HttpError, a
 * `Response` for the client (the failing fields, or the record a duplicate collides with).
 */
export class ResourceError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly response: unknown = null,
  ) {
    super(statusCode, message);
    this.name = 'ResourceError';
  }
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** 400 with every problem joined in the message and listed in `Response.errors`. */
export const invalid = (issues: readonly FieldIssue[]): ResourceError =>
  new ResourceError(400, issues.map((issue) => issue.message).join('；'), { errors: issues });

export const badRequest = (message: string, field = ''): ResourceError =>
  invalid([{ field, message }]);

export const recordNotFound = (message: string = RESOURCE_MESSAGES.notFound): ResourceError =>
  new ResourceError(404, message);

export const outOfScope = (message: string = RESOURCE_MESSAGES.forbidden): ResourceError =>
  new ResourceError(403, message);

export const conflict = (message: string, response: unknown = null): ResourceError =>
  new ResourceError(409, message, response);
