/**
 * What a choice the user searches by name shares (a lookup, a search-form filter): 请选择 and the
 * field's label as placeholder, a clear button, and typing filters the options by their label.
 */
export const searchableSelectProps = (label: string) =>
  ({
    placeholder: `请选择${label}`,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
  }) as const;
