import { App } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';

import { type FormValues } from '@/features/resources';
import { getResourceEndpoints } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

interface PopulationReply {
  fits: boolean;
  reasons: string[];
  crowdLabels: string[];
}

const isPopulationReply = (value: unknown): value is PopulationReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PopulationReply>).fits === 'boolean' &&
  Array.isArray((value as Partial<PopulationReply>).reasons) &&
  Array.isArray((value as Partial<PopulationReply>).crowdLabels);

const dayOf = (value: unknown): string | undefined =>
  dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : typeof value === 'string' ? value : undefined;

/**
 * Before 家庭医生签约 saves: the server's population check of the chosen package (kernel
 * packageMismatch). A package that fits saves at once; one that does not asks, with the reasons,
 * whether to sign anyway, and only then saves with the confirmation (the server keeps the
 * reasons). A failed check saves unconfirmed, so the server's own check answers.
 */
export const usePopulationConfirm = () => {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  return useCallback(
    async (values: FormValues): Promise<FormValues | undefined> => {
      const personNum = values.personNum;
      const packageId = values.packageId;
      const startDate = dayOf(values.startDate);
      const unconfirmed = { ...values, populationConfirmed: false };
      if (typeof personNum !== 'string' || typeof packageId !== 'string') return unconfirmed;
      const endpoint = getResourceEndpoints('signRegistes').queries.populationCheck;
      let reply: unknown;
      try {
        reply = await dispatch(
          endpoint.initiate(
            { params: { personNum, packageId, ...(startDate ? { startDate } : {}) } },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
      } catch {
        return unconfirmed;
      }
      if (!isPopulationReply(reply) || reply.fits) return unconfirmed;
      const confirmed = await modal.confirm({
        title: '服务包与居民人群不符，是否仍要签约？',
        content: (
          <div className="gw-population-confirm">
            <p>该居民人群分类：{reply.crowdLabels.join('、') || '不详'}</p>
            <ul>
              {reply.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p>确认签约后，上述原因将随签约记录保存。</p>
          </div>
        ),
        okText: '确认签约',
        cancelText: '返回修改',
      });
      return confirmed ? { ...values, populationConfirmed: true } : undefined;
    },
    [dispatch, modal],
  );
};
