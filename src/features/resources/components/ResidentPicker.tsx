import { skipToken } from '@reduxjs/toolkit/query';
import { App, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';

import { maskIdCard } from '@/domain/identity';
import { type CardFields, ReadCardButton } from '@/features/devices';
import { type ResourceRow } from '@/services/resources';
import { debounce } from '@/shared/debounce';

import { useLazyFindPersonByIdCardQuery, usePickResidentsQuery } from '../resourcePageApi';

/** Typing pauses this long before the server is asked (a name is typed in bursts). */
const SEARCH_DELAY_MS = 300;
const POPUP_WIDTH = 460;
/** The first matches are fetched ahead as they are listed; the others when pointed at. */
const AHEAD_OF_PICK = 3;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * How a resident reads in the list, with enough to tell two 张伟 apart: the name as the server
 * sent it (NAME_MASKING), the ID number masked (spec 5).
 */
export const residentLabel = (row: ResourceRow): string =>
  [text(row.name), maskIdCard(text(row.IDCardNo)), text(row.personNum)].filter(Boolean).join('　');

interface ResidentPickerProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The chosen resident, so the form can take over the resident's header fields. */
  onPick: (row: ResourceRow) => void;
  /** A resident listed or pointed at: what choosing them needs can be fetched ahead. */
  onShown?: (personNum: string) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * 个人编号 of a service form, chosen by searching residents by name, 个人编号 or ID number
 * (persons/select) instead of typed from memory.
 */
export function ResidentPicker({
  value,
  onChange,
  onPick,
  onShown,
  disabled,
  id,
}: ResidentPickerProps) {
  const [keyword, setKeyword] = useState('');
  const search = useMemo(
    () => debounce((next: string) => setKeyword(next.trim()), SEARCH_DELAY_MS),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);
  const { data, isFetching } = usePickResidentsQuery(keyword || skipToken);
  const { message } = App.useApp();
  useEffect(() => {
    for (const row of (data ?? []).slice(0, AHEAD_OF_PICK)) onShown?.(text(row.personNum));
  }, [data, onShown]);
  const [findByIdCard] = useLazyFindPersonByIdCardQuery();

  // 读卡 picks the resident whose file has the card's number; the list shows that resident.
  const onCard = async (card: CardFields) => {
    search.cancel();
    setKeyword(card.idCardNo);
    const found = await findByIdCard(card.idCardNo)
      .unwrap()
      .catch(() => null);
    if (found && typeof found.personNum === 'string') {
      onChange?.(found.personNum);
      onPick(found);
    } else {
      void message.warning('未找到该身份证号的居民档案，请先建档');
    }
  };

  const options = (data ?? []).map((row) => ({
    value: text(row.personNum),
    label: residentLabel(row),
    row,
  }));
  const withValue =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: value, row: undefined }, ...options]
      : options;

  return (
    <Space.Compact block>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        showSearch={{ filterOption: false, onSearch: search }}
        placeholder="输入姓名、身份证号或个人编号查找居民"
        notFoundContent={
          isFetching ? '查找中…' : keyword ? '未找到居民' : '请输入姓名、身份证号或个人编号'
        }
        loading={isFetching}
        allowClear
        options={withValue}
        optionLabelProp="label"
        optionRender={(option) => (
          <div onMouseEnter={() => onShown?.(String(option.value))}>{option.label}</div>
        )}
        // Wide enough for name, masked ID and the 20-digit 个人编号 side by side.
        popupMatchSelectWidth={POPUP_WIDTH}
        onChange={(next: string | undefined, option) => {
          onChange?.(next);
          const picked = Array.isArray(option)
            ? undefined
            : (option as { row?: ResourceRow } | undefined)?.row;
          if (picked) onPick(picked);
        }}
      />
      {!disabled && <ReadCardButton onCard={(card) => void onCard(card)} withHardware={false} />}
    </Space.Compact>
  );
}
