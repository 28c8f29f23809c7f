import { type CardReaderFailure, type IdCardData, isCardReaderError } from '@/devices';

/** 李秀英's ID card as the app's card reader client returns it (the photo aside). */
export const LI_XIUYING_CARD: IdCardData = {
  name: '李秀英',
  sex: '2',
  nation: '汉族',
  birthDate: '1958-03-12',
  address: '安徽省桐城市孔城镇桐梓村',
  idCardNo: '34088119580312002X',
  issuer: '桐城市公安局',
  validFrom: '2015-01-01',
  validTo: '长期',
};

/** How a card reader call failed, or undefined when it succeeded; other errors are rethrown. */
export const failureOf = async (
  promise: Promise<unknown>,
): Promise<CardReaderFailure | undefined> => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (!isCardReaderError(error)) throw error;
    return error.failure;
  }
};
