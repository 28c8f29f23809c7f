import { type PublicSession } from '@/services/session/sessionTypes';

/** The parts of 李秀英's (xzys01) session a rendered shell or page reads. */
export const townshipDoctorSession = {
  UserName: '李秀英',
  UserAcc: 'xzys01',
  HospitalName: '孔城镇卫生院',
  IsFirstLogin: false,
  IsPasswordExpired: false,
  IsStrongPassword: true,
} as PublicSession;
