import { type IssuedToken } from '../security/tokens';
import { type UserRecord } from './userRepository';

/** The session fields of spec section 3, as sign-in and refresh both answer them. */
export interface SessionReply {
  expires_in: number;
  UserName: string;
  UserAcc: string;
  token: string;
  token_type: 'Bearer';
  RegionCode: string;
  HospitalID: string;
  HospitalName: string;
  GroupCode: string;
  /** The superior institution of the user's hospital ('' at the top). */
  Hos_HospId: string;
  HospClass: number;
  IsAdmin: boolean;
  IsRealNameSystem: boolean;
  IsStrongPassword: boolean;
  GroupId: number;
  ManageHospId: string;
  IsFirstLogin: boolean;
  IsPasswordExpired: boolean;
  ManageRegionCode: string;
}

export const toSessionReply = (user: UserRecord, issued: IssuedToken): SessionReply => ({
  expires_in: issued.expiresIn,
  UserName: user.userName,
  UserAcc: user.account,
  token: issued.token,
  token_type: 'Bearer',
  RegionCode: user.regionCode,
  HospitalID: user.hospitalId,
  HospitalName: user.hospitalName,
  GroupCode: user.groupCode,
  Hos_HospId: user.parentHospitalId ?? '',
  HospClass: user.hospClass,
  IsAdmin: user.isAdmin,
  IsRealNameSystem: user.isRealNameSystem,
  IsStrongPassword: user.isStrongPassword,
  GroupId: user.groupId,
  ManageHospId: user.manageHospId,
  IsFirstLogin: user.isFirstLogin,
  IsPasswordExpired: user.isPasswordExpired,
  ManageRegionCode: user.manageRegionCode,
});
