import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useResourceAccess } from '@/features/resources';
import { getFamily } from '@/services/contract';

import '../archives.css';
import { ArchiveLoadState } from '../ArchiveLoadState';
import { useArchiveProfileQuery } from '../archivesApi';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ResidentServices } from './ResidentServices';

/** Closing or reloading the browser with unsaved changes asks first (the browser's own box). */
const useLeavePrompt = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
};

/** 综合档案登记: the personal information form and, beside it, the resident's services. */
export default function ComprehensiveRegPage() {
  const { personNum = '' } = useParams();
  const family = getFamily('persons');
  const can = useResourceAccess('persons');
  const [dirty, setDirty] = useState(false);
  useLeavePrompt(dirty);
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
            />
          ),
        }}
      />
    </div>
  );
}
