import { useCallback, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { useResourceAccess } from '@/features/resources';
import { getFamily } from '@/services/contract';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { tabDirtyChanged } from '@/shared/tabDirty';

import '../archives.css';
import { ArchiveLoadState } from '../ArchiveLoadState';
import { useArchiveProfileQuery } from '../archivesApi';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ResidentServices } from './ResidentServices';

/**
 * Tells the tab strip whether this tab holds unsaved changes, so closing, refreshing or closing
 * others/all asks first, and the browser asks before a reload or close (the shell's
 * beforeunload). No cleanup: a hidden tab runs its effect cleanups (keep-alive), and its edits
 * are still there; the flag goes with the tab when it closes or is refreshed.
 */
const useTabDirtyFlag = (dirty: boolean) => {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  useEffect(() => {
    dispatch(tabDirtyChanged({ fullPath, dirty }));
  }, [dispatch, fullPath, dirty]);
};

/** 综合档案登记: the personal information form and, beside it, the resident's services. */
export default function ComprehensiveRegPage() {
  const { personNum = '' } = useParams();
  // ?field= names the field to fix (the 不规范档案 list's 去修改).
  const focusField = new URLSearchParams(useLocation().search).get('field') ?? undefined;
  const family = getFamily('persons');
  const can = useResourceAccess('persons');
  const [dirty, setDirty] = useState(false);
  useTabDirtyFlag(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const { data, error, isLoading, refetch } = useArchiveProfileQuery(personNum, {
    refetchOnMountOrArgChange: true,
  });
  if (!data || !family || family.wildcard) {
    return <ArchiveLoadState loading={isLoading} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <div className="gw-archive" data-testid="comprehensive-reg">
      <ResidentServices
        profile={data}
        onChanged={() => void refetch()}
        lead={{
          key: 'personal',
          label: '个人基本信息表',
          children: (
            <PersonalInfoForm
              family={family}
              record={data.person}
              editable={can('update')}
              onDirtyChange={onDirtyChange}
              focusField={focusField}
            />
          ),
        }}
      />
    </div>
  );
}
