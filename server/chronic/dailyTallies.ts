import { type FastifyInstance } from 'fastify';

import { addDays, dateText, instantOf } from '../../src/domain/calendar';
import { type ServerContext } from '../context';
import { contractCountsByHospital } from './contractIndicatorQuery';
import { type Disease, DISEASES } from './diseases';
import { countsByHospital } from './indicatorQuery';
import { periodOf } from './indicators';

/**
 * Today's kept tallies (decision 0040) are computed before the server answers and again just
 * after each midnight of the deployment's zone, so no manager's first request of the day pays a
 * pass over the county's patients: the work list's counts of every programme and this year's
 * indicators and signing indicators, asked exactly as the routes ask them (the root only filters what is read).
 */
const computeToday = (ctx: ServerContext): void => {
  const today = dateText();
  for (const programme of Object.keys(DISEASES) as Disease[]) {
    ctx.readModels.worklist.counts({ programme, root: '', today, rules: ctx.followUpRules.due });
  }
  ctx.readModels.refresh();
  countsByHospital(
    ctx.db,
    '',
    periodOf(Number(today.slice(0, 4)), today),
    today,
    ctx.followUpRules,
  );
  contractCountsByHospital(ctx.db, '', periodOf(Number(today.slice(0, 4)), today));
};

/** One second after the zone's next midnight. */
const untilNextDay = (): number =>
  Math.max(1_000, instantOf(addDays(dateText(), 1)) + 1_000 - Date.now());

export const keepDailyTallies = (app: FastifyInstance, ctx: ServerContext): void => {
  let timer: NodeJS.Timeout | undefined;
  const computeOrLeave = () => {
    try {
      computeToday(ctx);
    } catch (error) {
      // A failed pass is left to the first reader, which computes (or counts) for itself.
      app.log.warn({ err: error }, '预先统计当日计数失败');
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      computeOrLeave();
      schedule();
    }, untilNextDay());
    timer.unref();
  };
  app.addHook('onReady', (done) => {
    computeOrLeave();
    schedule();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
};
