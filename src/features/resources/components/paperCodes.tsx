import { type FieldOption } from '@/services/contract';

/** A national option code as the paper prints it beside its box: 1, 2… 12. */
const PAPER_CODE = /^\d{1,2}$/;

/** Whether every option of a list carries a paper code (1规律 2间断 3不服药). */
export const hasPaperCodes = (options: readonly FieldOption[] | undefined): boolean =>
  Boolean(options?.length) && options!.every((option) => PAPER_CODE.test(option.value));

/** An option's words after its code, as on the paper: "1 无症状". */
export function CodedLabel({ code, label }: { code: string; label: string }) {
  return (
    <>
      {/* The code is drawn by CSS (::before): the option's text stays its words alone. */}
      <span className="gw-option-code" data-code={code} />
      {label}
    </>
  );
}

/** Ticks of a coded list, each with its code before its words. */
export const codedChoices = (options: readonly FieldOption[]) =>
  options.map((option) => ({
    value: option.value,
    label: <CodedLabel code={option.value} label={option.label} />,
  }));

interface SearchableOption {
  value?: unknown;
  label?: unknown;
}

const matches = (typed: string, option?: SearchableOption): boolean =>
  option?.value === typed || (typeof option?.label === 'string' && option.label.includes(typed));

/**
 * A select of a coded list: typing the code (or part of the words) finds the option, the code's
 * own option first so Enter picks it; each option shows its code. The chosen value reads as its
 * words alone.
 */
export const paperCodeSelectProps = (options: readonly FieldOption[]) => ({
  options: options.map((option) => ({ value: option.value, label: option.label })),
  showSearch: {
    filterOption: (input: string, option?: SearchableOption) => {
      const typed = input.trim();
      return !typed || matches(typed, option);
    },
    filterSort: (a: SearchableOption, b: SearchableOption, info: { searchValue: string }) =>
      Number(b.value === info.searchValue.trim()) - Number(a.value === info.searchValue.trim()),
  },
  optionRender: (option: { value?: unknown; label?: unknown }) => (
    <CodedLabel code={String(option.value)} label={String(option.label)} />
  ),
});

/** Dates typed as the paper writes them (20261205) as well as with dashes or picked. */
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYYMMDD'];
export const DATETIME_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYYMMDDHHmmss', 'YYYYMMDDHHmm'];
