import { defaultCoverPhone } from '../../../src/domain/archives';
import { addDays, ageOn } from '../../../src/domain/calendar';
import { idCardCheckDigit } from '../../../src/domain/identity';
import { personNumOf, fileNumOf, familyCodeOf, region12 } from '../../resources/regionCodes';
import { centreId, clinicId } from '../hospitals';
import { createRandom, DEMO_SEED, type Random } from '../random';
import { TONGCHENG_TOWNS, TONGCHENG_VILLAGES, villageCode } from '../regions';
import { DEMO_USERS } from '../users';
import { apportion } from './apportion';
import { groupName, pickGivenName, pickMobile, pickSurname, TOWN_STREETS } from './names';
import {
  chance,
  type Data,
  dayBetween,
  enteredAt,
  type ListWriter,
  SEED_DAY,
  type SeedWriter,
} from './seedWriter';

/** A township centre or village clinic that keeps residents' files. */
export interface CarePoint {
  hospitalId: string;
  regionCode: string;
  townName: string;
  villageName: string | undefined;
  centreId: string;
  doctor: string;
  /** Residents to generate. */
  target: number;
}

/** The four fields by which every record of a resident names them. */
export const identityOf = (resident: Resident): Data => ({
  personNum: resident.personNum,
  name: resident.name,
  sex: resident.sex,
  IDCardNo: resident.idCardNo,
});

export interface Resident {
  personNum: string;
  point: CarePoint;
  name: string;
  sex: '1' | '2';
  birthDate: string;
  age: number;
  idCardNo: string;
  phone: string | undefined;
  address: string;
  familyCode: string;
  status: string;
  data: Data;
}

export interface Household {
  familyCode: string;
  point: CarePoint;
  members: Resident[];
  head: Resident;
  address: string;
  buildDate: string;
}

const RESIDENTS_PER_CLINIC = 85;
const RESIDENTS_PER_CENTRE = 45;

/** ID-number regions: 桐城市 for most, a neighbouring county for some who married in. */
const NEIGHBOUR_COUNTIES = ['340822', '340825', '340826', '340828', '340802'];

const townName = (code: string): string =>
  TONGCHENG_TOWNS.find((town) => town.code === code)?.name ?? '';

/** The seeded users keep their real names as the doctors of their hospitals. */
const userDoctor = (hospitalId: string): string | undefined =>
  DEMO_USERS.find((user) => user.hospitalId === hospitalId && user.group !== 'QYGL')?.name;

/**
 * The care points with the residents each gets: the demo's 85 per village clinic and 45 per
 * township centre, or, given a total, that total shared out in the same proportions.
 */
export const buildCarePoints = (random: Random, residents?: number): CarePoint[] => {
  const points: CarePoint[] = [];
  const doctorName = (hospitalId: string): string => {
    const birthYear = random.int(1965, 1992);
    const sex = random.next() < 0.5 ? '1' : '2';
    return (
      userDoctor(hospitalId) ?? `${pickSurname(random)}${pickGivenName(random, sex, birthYear)}`
    );
  };
  for (const [townCode, villages] of Object.entries(TONGCHENG_VILLAGES)) {
    const centre = centreId(townCode);
    points.push({
      hospitalId: centre,
      regionCode: townCode,
      townName: townName(townCode),
      villageName: undefined,
      centreId: centre,
      doctor: doctorName(centre),
      target: RESIDENTS_PER_CENTRE,
    });
    villages.forEach((village, index) => {
      const code = villageCode(townCode, index);
      points.push({
        hospitalId: clinicId(code),
        regionCode: code,
        townName: townName(townCode),
        villageName: village,
        centreId: centre,
        doctor: doctorName(clinicId(code)),
        target: RESIDENTS_PER_CLINIC,
      });
    });
  }
  if (residents === undefined) return points;
  const targets = apportion(
    residents,
    points.map((point) => point.target),
  );
  return points.map((point, index) => ({ ...point, target: targets[index] ?? 0 }));
};

/** A birth date for an age on SEED_DAY. */
const birthDateFor = (random: Random, age: number): string => {
  const year = Number(SEED_DAY.slice(0, 4)) - age;
  const birthday = addDays(`${year}-01-01`, random.int(0, 364));
  // The birthday may not have come yet this year: keep the age exact.
  return ageOn(birthday, SEED_DAY) === age ? birthday : addDays(birthday, -365);
};

/** Valid, unique 18-digit ID numbers (GB 11643: the sequence digit's parity is the sex). */
const idNumbers = (random: Random) => {
  const used = new Set<string>();
  return (birthDate: string, sex: '1' | '2'): string => {
    for (;;) {
      const county = random.next() < 0.06 ? random.pick(NEIGHBOUR_COUNTIES) : '340881';
      const parity = sex === '1' ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]);
      const sequence = `${String(random.int(0, 99)).padStart(2, '0')}${parity}`;
      const first17 = `${county}${birthDate.replaceAll('-', '')}${sequence}`;
      const id = `${first17}${idCardCheckDigit(first17)}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
};

interface Member {
  sex: '1' | '2';
  age: number;
  surname: string;
  role: 'head' | 'spouse' | 'child' | 'parent' | 'grandchild';
}

/** Who lives in a household: a head, often a spouse, children, sometimes a parent or grandchild. */
const householdMembers = (random: Random): Member[] => {
  const headAge = random.int(25, 88);
  const headSex = chance(random, 0.85) ? '1' : '2';
  const surname = pickSurname(random);
  const members: Member[] = [{ sex: headSex, age: headAge, surname, role: 'head' }];
  const childSurname = headSex === '1' ? surname : pickSurname(random);
  // Arguments in the order the generator draws them: sex, age, surname.
  const join = (role: Member['role'], sex: Member['sex'], age: number, memberSurname: string) =>
    members.push({ sex, age, surname: memberSurname, role });
  if (chance(random, headAge < 75 ? 0.85 : 0.55)) {
    const spouseAge = Math.min(95, Math.max(22, headAge + random.int(-5, 4)));
    join(
      'spouse',
      headSex === '1' ? '2' : '1',
      spouseAge,
      headSex === '1' ? pickSurname(random) : childSurname,
    );
  }
  const childSex = (): '1' | '2' => (chance(random, 0.52) ? '1' : '2');
  if (headAge <= 45) {
    const kids = random.pick([0, 1, 1, 1, 2, 2]);
    for (let i = 0; i < kids; i += 1) {
      join('child', childSex(), random.int(0, Math.max(0, headAge - 22)), childSurname);
    }
    if (headAge >= 32 && chance(random, 0.22)) {
      join(
        'parent',
        chance(random, 0.4) ? '1' : '2',
        Math.min(95, headAge + random.int(22, 30)),
        pickSurname(random),
      );
    }
  } else if (headAge <= 62) {
    if (chance(random, 0.45)) {
      join('child', childSex(), random.int(15, Math.min(38, headAge - 20)), childSurname);
    }
    if (headAge >= 48 && chance(random, 0.15)) {
      join('grandchild', childSex(), random.int(0, 14), childSurname);
    }
  } else if (chance(random, 0.18)) {
    join('grandchild', childSex(), random.int(0, 16), childSurname);
  }
  return members;
};

const EDUCATION_BY_ERA = {
  old: ['9', '9', '8', '8', '7'],
  mid: ['8', '7', '7', '7', '6', '6', '4', '3'],
  young: ['7', '6', '6', '5', '3', '3', '2'],
} as const;

const education = (random: Random, age: number, birthYear: number): string | undefined => {
  if (age < 7) return undefined;
  if (age < 13) return '8';
  if (age < 19) return '7';
  return random.pick(
    EDUCATION_BY_ERA[birthYear < 1960 ? 'old' : birthYear < 1990 ? 'mid' : 'young'],
  );
};

const occupation = (random: Random, age: number): string => {
  if (age < 18) return '8';
  if (age >= 65) return chance(random, 0.55) ? '4' : '8';
  return random.pick(['4', '4', '4', '4', '3', '3', '5', '5', '1', '7']);
};

const maritalStatus = (random: Random, member: Member, married: boolean): string => {
  if (member.age < 22) return '1';
  if (married) return '2';
  if (member.age >= 60) return random.pick(['3', '3', '3', '2', '4']);
  return random.pick(['1', '1', '4', '5']);
};

/**
 * The residents and their households, spread over the township centres and village clinics:
 * names, sexes and birth dates that agree with valid unique ID numbers, phones, addresses of
 * the villages' groups, and the other items of 个人基本信息表. A point's last household may take
 * it past its target (the demo), or, when `exact`, is cut to the target (a scaled seed of N).
 */
export const buildResidents = (
  random: Random,
  points: readonly CarePoint[],
  writer: SeedWriter,
  exact = false,
): { residents: Resident[]; households: Household[] } => {
  const nextId = idNumbers(random);
  const contactRandom = createRandom(DEMO_SEED + 1);
  const residents: Resident[] = [];
  const households: Household[] = [];
  for (const point of points) {
    let count = 0;
    while (count < point.target) {
      const drawn = householdMembers(random);
      // The head comes first, the spouse next: a cut household keeps them.
      const members = exact ? drawn.slice(0, point.target - count) : drawn;
      const address = point.villageName
        ? `桐城市${point.townName}${point.villageName}${groupName(random.int(1, 12))}${random.int(1, 60)}号`
        : `桐城市${point.townName}${random.pick(TOWN_STREETS)}${random.int(1, 180)}号`;
      const familyCode = familyCodeOf(
        point.regionCode,
        writer.next(`familyCode:${region12(point.regionCode)}`),
      );
      const married = members.some((member) => member.role === 'spouse');
      const people: Resident[] = [];
      for (const member of members) {
        const birthDate = birthDateFor(random, member.age);
        const birthYear = Number(birthDate.slice(0, 4));
        const name = `${member.surname}${pickGivenName(random, member.sex, birthYear)}`;
        const idCardNo = nextId(birthDate, member.sex);
        const ownPhone = member.age >= 16 && !(member.age >= 78 && chance(random, 0.5));
        const phone = ownPhone ? pickMobile(random) : undefined;
        const personNum = personNumOf(
          point.regionCode,
          writer.next(`personNum:${region12(point.regionCode)}`),
        );
        const isCouple = member.role === 'head' || member.role === 'spouse';
        const buildFrom = member.age <= 15 ? addDays(birthDate, 1) : '2012-03-01';
        const latest = addDays(SEED_DAY, -20);
        const start = buildFrom > '2012-03-01' ? buildFrom : '2012-03-01';
        const buildDate = start >= latest ? SEED_DAY : dayBetween(random, start, latest);
        const data: Data = {
          familyCode,
          status: '1',
          regionCode: point.regionCode,
          responsibleDoctor: point.doctor,
          buildDate,
          builder: point.doctor,
          name,
          sex: member.sex,
          birthDate,
          IDCardNo: idCardNo,
          residenceType: chance(random, 0.92) ? '1' : '2',
          nation: chance(random, 0.98) ? '01' : random.pick(['03', '05', '08']),
          bloodType: chance(random, 0.3) ? '5' : random.pick(['1', '2', '3', '4']),
          rh: chance(random, 0.3) ? '3' : '2',
          occupation: occupation(random, member.age),
          maritalStatus: maritalStatus(random, member, isCouple && married),
          address,
          paymentMethods: [member.age >= 18 && member.age < 60 && chance(random, 0.12) ? '1' : '2'],
          drugAllergy: [chance(random, 0.92) ? '1' : random.pick(['2', '3', '5'])],
          exposureHistory: ['1'],
          geneticDisease: '1',
          disability: [chance(random, 0.96) ? '1' : random.pick(['2', '3', '5'])],
        };
        if (phone) data.phone = phone;
        const edu = education(random, member.age, birthYear);
        if (edu) data.education = edu;
        // Two in a hundred files still lack their file number (the 不规范档案 list finds them).
        if (chance(random, 0.98)) {
          data.fileNum = fileNumOf(
            point.regionCode,
            writer.next(`fileNum:${region12(point.regionCode)}`),
          );
        }
        people.push({
          personNum,
          point,
          name,
          sex: member.sex,
          birthDate,
          age: member.age,
          idCardNo,
          phone,
          address,
          familyCode,
          status: '1',
          data,
        });
      }
      // Residents without a phone give a family member's as the contact; a household without
      // any phone gives a child living elsewhere (its own random stream keeps the rest as is).
      const contact = people.find((person) => person.phone);
      const away = contact ? undefined : { name: '子女', phone: pickMobile(contactRandom) };
      for (const person of people) {
        if (!person.phone && contact && contact !== person) {
          person.data.contactName = contact.name;
          person.data.contactPhone = contact.phone;
        } else if (away) {
          person.data.contactName = away.name;
          person.data.contactPhone = away.phone;
        }
        person.data.coverPhone = defaultCoverPhone(person.data);
      }
      const head = people[0] as Resident;
      households.push({
        familyCode,
        point,
        members: people,
        head,
        address,
        buildDate: people.reduce(
          (min, p) => (String(p.data.buildDate) < min ? String(p.data.buildDate) : min),
          SEED_DAY,
        ),
      });
      residents.push(...people);
      count += people.length;
    }
  }
  return { residents, households };
};

/** Writes the households and residents (after the services have set statuses and histories). */
export const writeResidents: ListWriter<Household> = (random, writer, households) => {
  for (const household of households) {
    const { head, point } = household;
    const data: Data = {
      headPersonNum: head.personNum,
      headName: head.name,
      headIDCardNo: head.idCardNo,
      address: household.address,
      regionCode: point.regionCode,
      memberCount: household.members.length,
      kitchenExhaust: random.pick(['2', '2', '3', '4']),
      fuelType: random.pick(['1', '1', '1', '5', '3']),
      waterSource: random.pick(['1', '1', '1', '3']),
      toilet: random.pick(['1', '1', '2', '3']),
      livestockPen: random.pick(['1', '1', '2', '4']),
      buildDate: household.buildDate,
    };
    if (head.phone) data.phone = head.phone;
    writer.add('familys', {
      id: household.familyCode,
      ...enteredAt(random, point, household.buildDate),
      data,
    });
    for (const person of household.members) {
      writer.add('persons', {
        id: person.personNum,
        ...enteredAt(random, point, String(person.data.buildDate)),
        data: person.data,
      });
    }
  }
};
