const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** The yuan of a group of four digits in capitals, zeros collapsed ('1005' → 壹仟零伍). */
const groupInWords = (group: number): string => {
  let words = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = words !== '';
    } else {
      words += `${zero ? '零' : ''}${DIGITS[digit]}${PLACES[place]}`;
      zero = false;
    }
  }
  return words;
};

/**
 * 人民币大写 of an amount in yuan, as a receipt's 合计（大写） is written (a leading 拾 keeps its
 * 壹, as on bills): 壹佰贰拾元整,
 * 壹拾贰元伍角, 零元整. Amounts below a trillion, rounded to the fen.
 */
export const amountInWords = (yuan: number): string => {
  const fen = Math.round(Math.abs(yuan) * 100);
  let whole = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let words = '';
  let needZero = false;
  for (let index = 0; whole > 0; index += 1) {
    const group = whole % 10_000;
    if (group > 0) {
      words = `${groupInWords(group)}${GROUPS[index]}${needZero ? '零' : ''}${words}`;
    }
    needZero = group < 1000 && group > 0 ? true : group === 0 && words !== '';
    whole = Math.floor(whole / 10_000);
  }
  const yuanPart = words ? `${words}元` : jiao || cents ? '' : '零元';
  if (!jiao && !cents) return `${yuanPart}整`;
  return `${yuanPart}${jiao ? `${DIGITS[jiao]}角` : words ? '零' : ''}${cents ? `${DIGITS[cents]}分` : ''}`;
};
