import { Form, type FormInstance, Select } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';

import { type FormValues } from '@/features/resources';
import { type FieldSpec, getFamily } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';

interface TeamChoice {
  teamId: string;
  teamName: string;
  hospitalName: string;
  doctors: { doctorName: string; role: string }[];
}

const isTeamChoices = (value: unknown): value is { teams: TeamChoice[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { teams?: unknown }).teams);

/** 团队角色 labels from the catalogue (团队长, 全科医生, 乡村医生, …). */
const ROLE_LABELS: ReadonlyMap<string, string> = new Map(
  (getFamily('signTeamDoctors').fields?.find((field) => field.name === 'role')?.options ?? []).map(
    (option) => [option.value, option.label],
  ),
);

/**
 * 签约团队 and 签约医生 as choices: the teams of the resident's hospital (and the township
 * centre above a village clinic) from the server's teamChoices, and the chosen team's doctors
 * (团队医生). Choosing another team clears a doctor who is not in it; a resident with a single
 * team gets it chosen.
 */
export const useTeamChoices = (form: FormInstance<FormValues>, editable: boolean) => {
  const personNum = Form.useWatch<unknown>('personNum', form);
  const teamId = Form.useWatch<unknown>('teamId', form);
  const asked = typeof personNum === 'string' && personNum !== '' ? personNum : undefined;
  const query = getResourceEndpoints('signRegistes').queries.teamChoices.useQuery(
    { params: { personNum: asked ?? '' } },
    { skip: !editable || !asked },
  );
  const teams = useMemo(
    () => (asked && isTeamChoices(query.data) ? query.data.teams : []),
    [asked, query.data],
  );
  const team = teams.find((choice) => choice.teamId === teamId);
  const roles = ROLE_LABELS;

  useEffect(() => {
    const only = teams.length === 1 ? teams[0] : undefined;
    if (only && !form.getFieldValue('teamId')) form.setFieldValue('teamId', only.teamId);
  }, [teams, form]);

  const onTeamChange = (changed: FormValues) => {
    if (!('teamId' in changed)) return;
    const chosen = teams.find((choice) => choice.teamId === changed.teamId);
    const doctor: unknown = form.getFieldValue('doctorName');
    if (!chosen?.doctors.some((entry) => entry.doctorName === doctor)) {
      form.setFieldValue('doctorName', undefined);
    }
  };

  const controlFor = (field: FieldSpec, disabled: boolean): ReactNode | undefined => {
    if (!editable || disabled) return undefined;
    if (field.name === 'teamId') {
      return (
        <Select
          aria-label="签约团队"
          placeholder={asked ? '请选择签约团队' : '请先选择签约居民'}
          loading={query.isFetching}
          options={teams.map((choice) => ({
            value: choice.teamId,
            label: `${choice.teamName}（${choice.hospitalName}）`,
          }))}
          notFoundContent={
            query.isFetching
              ? '加载中…'
              : asked
                ? '居民所属机构暂无家庭医生团队'
                : '请先选择签约居民'
          }
        />
      );
    }
    if (field.name === 'doctorName') {
      return (
        <Select
          aria-label="签约医生"
          placeholder={team ? '请选择签约医生' : '请先选择签约团队'}
          options={(team?.doctors ?? []).map((doctor) => ({
            value: doctor.doctorName,
            label: roles.get(doctor.role)
              ? `${doctor.doctorName}（${roles.get(doctor.role)}）`
              : doctor.doctorName,
          }))}
          notFoundContent={team ? '该团队暂无团队医生，请先在团队医生中登记' : '请先选择签约团队'}
        />
      );
    }
    return undefined;
  };

  return { controlFor, onTeamChange };
};
