import os from 'node:os';

import { type BenchCase } from './cases';
import { type Fixtures } from './fixtures';
import { type Answer, loadFor, type RequestOf, timeAlone, waitUntilIdle } from './httpLoad';
import { type CaseResult, type Measured } from './report';
import { type ServerProcess } from './serverProcess';
import { type BenchUser } from './signIn';
import { caseVerdicts, ratioOf } from './targets';

/** A server of the run with its signed-in users and what its cases ask for. */
export interface BenchTarget {
  server: ServerProcess;
  users: ReadonlyMap<string, BenchUser>;
  fixtures: Fixtures;
}

export interface CaseSettings {
  connections: number;
  durationMs: number;
  drainMs: number;
  singleRuns: number;
}

/** A case's requests on a target, sent as the case's account. */
export const requestsOf = (target: BenchTarget, benchCase: BenchCase): RequestOf => {
  const user = target.users.get(benchCase.account);
  if (!user) throw new Error(`${benchCase.account} is not signed in`);
  return (index) => {
    const request = benchCase.request(target.fixtures, index);
    return { ...request, headers: { ...request.headers, ...user.headers } };
  };
};

const expectStatus =
  (benchCase: BenchCase, server: string) =>
  (answer: Answer): void => {
    if (answer.status !== benchCase.okStatus) {
      throw new Error(
        `${benchCase.id} on ${server}: HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`,
      );
    }
  };

const load1 = (): number => Math.round(os.loadavg()[0]! * 100) / 100;

/**
 * A case on both servers, interleaved so both see about the same machine: one request at a
 * time on the demo then the county, then the load on each; after a load that left requests
 * unanswered, the next figure waits until that server is idle again.
 */
export const measureCase = async (
  benchCase: BenchCase,
  demo: BenchTarget,
  county: BenchTarget,
  settings: CaseSettings,
): Promise<CaseResult> => {
  const loadBefore = { demo: { single: 0, load: 0 }, county: { single: 0, load: 0 } };
  const alone = async (name: 'demo' | 'county', target: BenchTarget) => {
    loadBefore[name].single = load1();
    return timeAlone(
      target.server.url,
      requestsOf(target, benchCase),
      settings.singleRuns,
      expectStatus(benchCase, name),
    );
  };
  const loaded = async (name: 'demo' | 'county', target: BenchTarget) => {
    loadBefore[name].load = load1();
    const result = await loadFor(target.server.url, requestsOf(target, benchCase), {
      connections: settings.connections,
      durationMs: settings.durationMs,
      drainMs: settings.drainMs,
      okStatus: benchCase.okStatus,
    });
    if (result.abandoned > 0) await waitUntilIdle(target.server.url);
    return result;
  };
  const demoSingle = await alone('demo', demo);
  const countySingle = await alone('county', county);
  const demoLoad = await loaded('demo', demo);
  const countyLoad = await loaded('county', county);
  const demoFigures: Measured = {
    single: demoSingle,
    load: demoLoad,
    loadBefore: loadBefore.demo,
  };
  const countyFigures: Measured = {
    single: countySingle,
    load: countyLoad,
    loadBefore: loadBefore.county,
  };
  return {
    id: benchCase.id,
    label: benchCase.label,
    account: benchCase.account,
    kind: benchCase.kind,
    demo: demoFigures,
    county: countyFigures,
    ratio: ratioOf(demoFigures, countyFigures),
    verdicts: caseVerdicts(benchCase.kind, demoFigures, countyFigures),
  };
};
