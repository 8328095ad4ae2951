import { isReservedUsername, usernameSkeleton } from './look-alikes';

describe('usernameSkeleton', () => {
  it.each([
    ['aarong_sty1e', 'aarong_style'],
    ['Aarong.Style', 'aarong_style'],
    ['AARONG_STYLE', 'aarongstyle'],
    ['adm1n', 'Admin'],
    ['ADMIN', 'admin'],
    ['b.kash', 'bkash'],
    ['n4gad', 'nagad'],
    ['dhaka_f00die', 'dhaka_foodie'],
    ['walton_tech', 'waIton_tech'],
    ['fit_with_rafi', 'fit_vvith_rafi'],
    ['chaldal_fresh', 'chaIdaI_fresh'],
    ['modern_shop', 'modem_shop'],
  ])('%s reads as %s', (one, other) => {
    expect(usernameSkeleton(one)).toBe(usernameSkeleton(other));
  });

  it.each([
    ['nusrat_styles', 'nusrat_style'],
    ['tanvir_tech', 'tanvir_tec'],
    ['rafi2024', 'rafi2025'],
    ['dhaka_foodie', 'dhaka_foodies'],
  ])('%s and %s read differently', (one, other) => {
    expect(usernameSkeleton(one)).not.toBe(usernameSkeleton(other));
  });
});

describe('isReservedUsername', () => {
  it.each([
    'admin',
    'Admin',
    'adm1n',
    'ADM1N',
    'admin_1',
    '_admin_',
    'support',
    'supp0rt',
    'help',
    'he1p',
    'bkash',
    'b.kash',
    'bKash247',
    'nagad',
    'n.a.g.a.d',
  ])('refuses %s', (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each(['helpful_hana', 'admiral', 'bkash_lover_99', 'nagadi', 'supporter', 'aarong_style'])(
    'allows %s',
    (name) => {
      expect(isReservedUsername(name)).toBe(false);
    },
  );
});
