/**
 * The simulated reader's cards, in the field names reader services answer with (华视-style
 * SDKs: partyName, certNumber…). One belongs to a resident of the demo database (seeding is
 * deterministic; "the demo cards" in test/integration/devices/simulators.test.ts checks it
 * still does), the other is a new person with a valid ID number nobody in the demo data has.
 */
export interface SimulatedCard {
  /** How the control page names the card. */
  label: string;
  partyName: string;
  gender: '男' | '女';
  nation: string;
  bornDay: string;
  certAddress: string;
  certNumber: string;
  certOrg: string;
  effDate: string;
  expDate: string;
}

/** A 1×1 grey PNG: the photo a real reader returns, so the client's "drop the photo" is exercised. */
const PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==';

export const DEMO_CARDS: Record<string, SimulatedCard> = {
  resident: {
    label: '在档居民：鲍春兵（孔城镇卫生院）',
    partyName: '鲍春兵',
    gender: '男',
    nation: '汉',
    bornDay: '19760626',
    certAddress: '安徽省桐城市孔城镇新街26号',
    certNumber: '340881197606268215',
    certOrg: '桐城市公安局',
    effDate: '20160315',
    expDate: '20360315',
  },
  newPerson: {
    label: '新居民：方雨萱（未建档）',
    partyName: '方雨萱',
    gender: '女',
    nation: '回',
    bornDay: '19880415',
    certAddress: '安徽省桐城市孔城镇桐梓村方湾组8号',
    certNumber: '340881198804156526',
    certOrg: '桐城市公安局',
    effDate: '20180520',
    expDate: '20380520',
  },
};

export const DEFAULT_CARD = 'newPerson';

/** The reply body of readcard for a card (resultFlag 0), with its photo. */
export const cardReply = (card: SimulatedCard): Record<string, unknown> => {
  const { label: _label, ...fields } = card;
  return { resultFlag: 0, errorMsg: '', ...fields, identityPic: PHOTO };
};
