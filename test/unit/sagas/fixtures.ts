import { type PublicSession, type StoredSession } from '@/services/session/sessionTypes';

export const NOW = Date.UTC(2026, 2, 2, 1, 0, 0);

export const storedSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  expires_in: 7200,
  UserName: '李秀英',
  UserAcc: 'xzys01',
  token: 'header.payload.signature',
  token_type: 'Bearer',
  RegionCode: '340881100',
  HospitalID: 'H1',
  HospitalName: '孔城镇卫生院',
  GroupCode: 'XZYS',
  Hos_HospId: 'H0',
  HospClass: 2,
  IsAdmin: false,
  IsRealNameSystem: true,
  IsStrongPassword: true,
  GroupId: 2,
  ManageHospId: 'H1',
  IsFirstLogin: false,
  IsPasswordExpired: false,
  remember: false,
  expiredTime: NOW + 7_200_000,
  time: NOW,
  timeOut: 30,
  ...overrides,
});

export const publicSession = (overrides: Partial<StoredSession> = {}): PublicSession => {
  const { token: _token, time: _time, ...rest } = storedSession(overrides);
  return rest;
};
