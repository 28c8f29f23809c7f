import { addDays } from '../../../src/domain/calendar';
import { fulfilmentCheck, inForceOn } from '../../../src/domain/contract';
import { type Db } from '../../db/openDatabase';
import { agreementProgress, contractOf } from '../../resources/signing/residentSigning';
import { createResourceStore } from '../../resources/store/resourceStore';
import { type SeedWriter } from './seedWriter';

/** The agreements of the demo township (孔城镇, xzys01's centre) checked, one in CHECK_EVERY. */
const TOWNSHIP_PREFIX = '340881100';
const CHECK_EVERY = 6;
/** Of those, one in VERIFIED_EVERY already confirmed (核实). */
const VERIFIED_EVERY = 3;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * 签约履约核查 by the township centre, written as the server's hook writes one
 * (server/resources/hooks/signCheckHooks.ts): the agreement in force on the check day
 * (yesterday), what the records show of its contract year (agreementProgress, the one 履约
 * count), judged by the kernel's fulfilmentCheck. Written after every other record, so the count
 * sees them all.
 */
export const writeSigningChecks = (db: Db, writer: SeedWriter, today: string): void => {
  const store = createResourceStore(db);
  // Checked yesterday: today's checks (a user's) come first in the list's order.
  const checkDay = addDays(today, -1);
  const rows = db
    .prepare<[string], { id: string }>(
      `SELECT id FROM resource_records WHERE family = 'signRegistes' AND hospital_id LIKE ? || '%'
       ORDER BY id`,
    )
    .all(TOWNSHIP_PREFIX);
  const centreDoctor = db
    .prepare<[string], string>(
      `SELECT u.user_name FROM users u JOIN hospitals h ON h.hosp_id = u.hospital_id
       WHERE h.hosp_id = ? ORDER BY u.user_id LIMIT 1`,
    )
    .pluck();
  // The township centre (hosp_class 2) at or above the agreement's hospital checks it.
  const centreOf = db
    .prepare<[string], string>(
      `SELECT h.hosp_id FROM hospital_tree t JOIN hospitals h ON h.hosp_id = t.ancestor
       WHERE t.descendant = ? AND h.hosp_class = 2 ORDER BY t.depth LIMIT 1`,
    )
    .pluck();
  let written = 0;
  rows.forEach(({ id }, index) => {
    if (index % CHECK_EVERY !== 0) return;
    const agreement = store.get('signRegistes', id);
    if (!agreement?.hospitalId || !inForceOn(contractOf(agreement), checkDay)) return;
    const person = store.get('persons', text(agreement.data.personNum));
    if (!person) return;
    const { window, progress } = agreementProgress({ store }, agreement);
    const check = fulfilmentCheck(progress);
    const centre = centreOf.get(agreement.hospitalId) ?? agreement.hospitalId;
    const doctor = centreDoctor.get(centre) ?? '乡镇卫生院医生';
    const team = store.get('signTeams', text(agreement.data.teamId));
    const pack = store.get('signServicePackages', text(agreement.data.packageId));
    writer.add('signRegisteCheckMains', {
      hospitalId: centre,
      createdBy: doctor,
      createdAt: `${checkDay} 10:${String(10 + (written % 50)).padStart(2, '0')}:00`,
      data: {
        personNum: person.id,
        name: text(person.data.name),
        sex: text(person.data.sex),
        IDCardNo: text(person.data.IDCardNo),
        signId: agreement.id,
        teamName: text(team?.data.teamName),
        doctorName: text(agreement.data.doctorName),
        packageName: text(pack?.data.packageName),
        windowFrom: window.from,
        windowTo: window.to,
        checkDate: checkDay,
        itemsDue: check.due,
        itemsDone: check.done,
        fulfilmentRate: check.rate,
        checkResult: check.result,
        shortItems: check.shortItems.join('；'),
        checkDoctor: doctor,
        verifyStatus: written % VERIFIED_EVERY === 0 ? '1' : '0',
      },
    });
    written += 1;
  });
};
