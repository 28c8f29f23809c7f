import { loginUrlFor, safeRedirect } from '@/features/auth';

describe('safeRedirect', () => {
  it.each(['/home', '/archives/persons?page=2'])('%s → itself', (raw) => {
    expect(safeRedirect(raw)).toBe(raw);
  });

  // Nothing, another origin, a script, or the sign-in page itself: home instead.
  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/home',
  ])('%s → /', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it.each([
    ['/home', '/login?redirect=/home'],
    ['/', '/login?redirect=/'],
    [
      '/archives/persons?page=2&q=张',
      '/login?redirect=/archives/persons%3Fpage%3D2%26q%3D%E5%BC%A0',
    ],
    ['/login?redirect=/home', '/login?redirect=/home'],
  ])('%s → %s', (path, expected) => {
    expect(loginUrlFor(path)).toBe(expected);
  });

  it('round-trips through URLSearchParams and safeRedirect', () => {
    const path = '/archives/persons?page=2&q=张';
    const redirect = new URLSearchParams(loginUrlFor(path).split('?')[1]).get('redirect');
    expect(safeRedirect(redirect)).toBe(path);
  });
});
