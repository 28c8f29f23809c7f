import { type FastifyInstance } from 'fastify';

import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';

interface ParamRow {
  system_key: string;
  system_value: string;
  value_type: 'number' | 'string';
  remark: string;
}

/** Parameters that belong to the deployment, so they come from the environment, not the table. */
const configParams = (ctx: ServerContext): Record<string, number | string> => ({
  IsAllowInputCOPD: ctx.config.allowCopd,
});

export const registerSystemParamRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const byKey = ctx.db.prepare<[string], ParamRow>(
    'SELECT system_key, system_value, value_type, remark FROM system_params WHERE system_key = ?',
  );

  app.get<{ Params: { systemKey: string } }>(
    '/api/systemParams/:systemKey',
    {
      schema: {
        params: {
          type: 'object',
          properties: { systemKey: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    (request) => {
      const { systemKey } = request.params;
      const fromConfig = configParams(ctx)[systemKey];
      if (fromConfig !== undefined) return ok({ SystemKey: systemKey, SystemValue: fromConfig });
      const row = byKey.get(systemKey);
      if (!row) throw notFound('系统参数不存在');
      return ok({
        SystemKey: row.system_key,
        SystemValue: row.value_type === 'number' ? Number(row.system_value) : row.system_value,
        Remark: row.remark,
      });
    },
  );
};
