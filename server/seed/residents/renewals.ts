import { addDays, addMonths } from '../../../src/domain/calendar';
import { contractEndFor, packageMismatch, SIGNED } from '../../../src/domain/contract';
import { type Db } from '../../db/openDatabase';
import { packageTarget } from '../../resources/hooks/signingHooks';
import { applicantOf } from '../../resources/signing/residentSigning';
import { createResourceStore } from '../../resources/store/resourceStore';
import { createRandom, DEMO_SEED } from '../random';
import { type Data, type SeedWriter, workTime } from './seedWriter';

/**
 * The year before the seeded agreements: most residents signed now had signed the year before
 * too. Of the seeded agreements, RENEWED are 续约 of last year's (the previous agreement ends the
 * day before this one starts, and this one names it, as the 续约 action links them:
 * server/resources/handlers/signingExtras.ts), LAPSED had an agreement that ran out a month or
 * more before they signed again (not a renewal), the rest sign for the first time. So 续约率
 * (src/domain/indicators/contract.ts) reads as counties report it (about three in four).
 * The previous agreement carries the same team, doctor, package and items, and is written only
 * when the package fitted the resident on its start (kernel packageMismatch). Its own random
 * stream, so no other record of the demo changes.
 */
const RENEWED = 0.62;
const LAPSED = 0.2;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface AgreementRow {
  id: string;
  hospital_id: string;
  created_by: string;
  data: string;
}

export const writeRenewals = (db: Db, writer: SeedWriter): void => {
  const random = createRandom(DEMO_SEED + 74);
  const store = createResourceStore(db);
  const agreements = db
    .prepare<[], AgreementRow>(
      `SELECT id, hospital_id, created_by, data FROM resource_records
        WHERE family = 'signRegistes' ORDER BY CAST(id AS INTEGER)`,
    )
    .all();
  const link = db.prepare<[string, string]>(
    `UPDATE resource_records SET data = json_set(data, '$.previousId', ?)
      WHERE family = 'signRegistes' AND id = ?`,
  );
  for (const row of agreements) {
    const draw = random.next();
    const gap = random.int(30, 120);
    const current = JSON.parse(row.data) as Data;
    if (draw >= RENEWED + LAPSED || text(current.signStatus) !== SIGNED) continue;
    const renewal = draw < RENEWED;
    const startOfCurrent = text(current.startDate);
    const previousEnd = addDays(startOfCurrent, renewal ? -1 : -gap);
    const previousStart = addMonths(addDays(previousEnd, 1), -12);
    const person = store.get('persons', text(current.personNum));
    const pkg = store.get('signServicePackages', text(current.packageId));
    if (!person || !pkg || contractEndFor(previousStart) !== previousEnd) continue;
    const applicant = applicantOf({ store }, person, previousStart);
    if (packageMismatch(packageTarget(pkg.data), applicant).length > 0) continue;
    const previousId = writer.add('signRegistes', {
      hospitalId: row.hospital_id,
      createdBy: row.created_by,
      createdAt: workTime(random, previousStart),
      data: {
        ...current,
        signDate: previousStart,
        startDate: previousStart,
        endDate: previousEnd,
        crowdTypes: applicant.crowds,
        chargeStatus: '1',
      },
    });
    if (renewal) link.run(previousId, row.id);
  }
};
