import { useCallback, useRef, useState } from 'react';

import { isValidIdCard } from '@/domain/identity';

import { type DuplicateId } from '../components/DuplicateIdAlert';
import { useLazyFindPersonByIdCardQuery } from '../resourcePageApi';

/**
 * Whether a new resident's ID number is already on file: asked while typing (once the number
 * is valid) and after the server refused a save with 409. Only the answer for the number the
 * form holds now is kept, so a slow reply for an earlier number cannot show a stale warning.
 */
export const useDuplicateIdCheck = (enabled: boolean) => {
  const [find] = useLazyFindPersonByIdCardQuery();
  const [duplicate, setDuplicate] = useState<DuplicateId | null>(null);
  const latest = useRef('');

  const lookUp = useCallback(
    async (idCardNo: string): Promise<DuplicateId['existing']> => {
      try {
        const found = await find(idCardNo).unwrap();
        return found && Object.keys(found).length > 0 ? found : null;
      } catch {
        return null;
      }
    },
    [find],
  );

  /** While typing: warn when the number belongs to someone on file, clear the warning otherwise. */
  const check = useCallback(
    async (value: string) => {
      const idCardNo = value.trim();
      latest.current = idCardNo;
      if (!enabled || !isValidIdCard(idCardNo)) {
        setDuplicate(null);
        return;
      }
      const existing = await lookUp(idCardNo);
      if (latest.current !== idCardNo) return;
      setDuplicate(existing ? { idCardNo, existing } : null);
    },
    [enabled, lookUp],
  );

  /** The server refused the save: the number is on file even if the pre-check missed it. */
  const conflict = useCallback(
    async (value: string) => {
      const idCardNo = value.trim();
      latest.current = idCardNo;
      setDuplicate({ idCardNo, existing: null });
      const existing = await lookUp(idCardNo);
      if (latest.current === idCardNo && existing) setDuplicate({ idCardNo, existing });
    },
    [lookUp],
  );

  return { duplicate, check, conflict };
};
