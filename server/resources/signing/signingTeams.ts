import { type RecordContext } from '../recordOps';
import { text } from '../recordValues';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';

/**
 * The family-doctor teams a resident may sign with: the teams of the resident's hospital and of
 * the institutions above it (a village clinic's residents sign with its township centre's team,
 * which the village doctors belong to), each with its doctors (团队医生). What the signing form
 * offers and what the save accepts.
 */
export interface TeamChoice {
  teamId: string;
  teamName: string;
  hospitalName: string;
  doctors: { doctorName: string; role: string }[];
}

const TEAMS_ABOVE = `${RECORD_SELECT}
  WHERE r.family = 'signTeams'
    AND r.hospital_id IN (SELECT ancestor FROM hospital_tree WHERE descendant = ?)
  ORDER BY r.created_at, r.id`;

const DOCTORS_OF = `${RECORD_SELECT}
  WHERE r.family = 'signTeamDoctors'
    AND json_extract(r.data, '$.teamId') IN (SELECT value FROM json_each(?))
  ORDER BY r.created_at, r.id`;

export const teamChoicesOf = (
  rc: Pick<RecordContext, 'store'>,
  person: StoredRecord,
): TeamChoice[] => {
  if (!person.hospitalId) return [];
  const teams = rc.store.query(TEAMS_ABOVE, [person.hospitalId]);
  const doctors = rc.store.query(DOCTORS_OF, [JSON.stringify(teams.map((team) => team.id))]);
  return teams.map((team) => ({
    teamId: team.id,
    teamName: text(team.data.teamName) ?? team.id,
    hospitalName: team.hospitalName ?? '',
    doctors: doctors
      .filter((doctor) => text(doctor.data.teamId) === team.id)
      .map((doctor) => ({
        doctorName: text(doctor.data.doctorName) ?? '',
        role: text(doctor.data.role) ?? '',
      }))
      .filter((doctor) => doctor.doctorName !== ''),
  }));
};
