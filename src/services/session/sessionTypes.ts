/** The sign-in reply's Response (spec section 3). */
export interface LoginResponse {
  expires_in: number;
  UserName: string;
  UserAcc: string;
  token: string;
  token_type: string;
  RegionCode: string;
  HospitalID: string;
  HospitalName: string;
  GroupCode: string;
  Hos_HospId: string;
  HospClass: string | number;
  IsAdmin: boolean;
  IsRealNameSystem: boolean;
  IsStrongPassword: boolean;
  GroupId: string | number;
  ManageHospId: string;
  IsFirstLogin: boolean;
  IsPasswordExpired: boolean;
  ManageRegionCode?: string;
  RunRegionCode?: string;
}

/** What is kept under the login key: the reply plus the computed and client-side fields. */
export interface StoredSession extends LoginResponse {
  remember: boolean;
  /** Epoch ms when the token expires: sign-in time + expires_in seconds. */
  expiredTime: number;
  /** Epoch ms of the last user activity. */
  time: number;
  /** Minutes of inactivity allowed (from LoginTimeout). */
  timeOut: number;
}

/** The session as the store and the UI see it: never the token. */
export type PublicSession = Omit<StoredSession, 'token' | 'time'>;

export const toPublicSession = (stored: StoredSession): PublicSession => {
  const { token: _token, time: _time, ...rest } = stored;
  return rest;
};
