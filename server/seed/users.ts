import { centreId, clinicId, TONGCHENG_BUREAU_ID } from './hospitals';
import { type GroupCode } from './menus';
import { villageCode } from './regions';

/** The demo accounts. Passwords are public on purpose (README); the database stores scrypt hashes. */
export interface UserSeed {
  account: string;
  password: string;
  name: string;
  phone: string;
  hospitalId: string;
  group: GroupCode;
  isAdmin?: boolean;
  isRealNameSystem?: boolean;
  isStrongPassword?: boolean;
  isFirstLogin?: boolean;
  isPasswordExpired?: boolean;
}

const KONGCHENG = '340881100';

export const DEMO_USERS: readonly UserSeed[] = [
  {
    account: 'qyadmin',
    password: 'Qy@2026#Ws',
    name: '王建国',
    phone: '13905561208',
    hospitalId: TONGCHENG_BUREAU_ID,
    group: 'QYGL',
    isAdmin: true,
  },
  {
    account: 'xzys01',
    password: 'Xz@5821#kc',
    name: '李秀英',
    phone: '13856234710',
    hospitalId: centreId(KONGCHENG),
    group: 'XZYS',
    isRealNameSystem: true,
  },
  {
    account: 'cunyi01',
    password: 'Cy@7390#mz',
    name: '张德明',
    phone: '15155632907',
    hospitalId: clinicId(villageCode(KONGCHENG, 0)),
    group: 'CY',
  },
  {
    account: 'xinyh01',
    password: 'Init@6284x',
    name: '刘海燕',
    phone: '18956078413',
    hospitalId: centreId('340881102'),
    group: 'XZYS',
    isFirstLogin: true,
  },
  {
    account: 'guoqi01',
    password: 'Gq@4719#ns',
    name: '陈志强',
    phone: '13637196042',
    hospitalId: centreId('340881103'),
    group: 'XZYS',
    isPasswordExpired: true,
  },
  {
    account: 'ruomm01',
    password: 'weakpass1',
    name: '杨丽华',
    phone: '17756048235',
    hospitalId: centreId('340881104'),
    group: 'XZYS',
    isStrongPassword: false,
  },
  {
    account: 'gwservice',
    password: 'Fw@8053#tq',
    name: '赵明远',
    phone: '13956017364',
    hospitalId: TONGCHENG_BUREAU_ID,
    group: 'QYGL',
  },
];
