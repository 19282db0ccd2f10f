import { describe, expect, it } from 'vitest';

import { registerRequest } from './account';
import {
  AREA_CODES,
  CREDENTIAL_PATTERN,
  isValidBirthday,
  isValidCredential,
  isValidPhone,
  USERNAME_MAX,
  USERNAME_MIN,
} from './rules';

/** §5 phone patterns: for every country code, numbers that must pass and numbers that must not. */
const PHONES: Record<string, { valid: string[]; invalid: string[] }> = {
  '86': {
    valid: ['13800000000', '19912345678', '10000000000'],
    invalid: [
      '23800000000',
      '03800000000',
      '1380000000',
      '138000000000',
      '1380000000a',
      '+8613800000000',
      ' 13800000000',
      '138 0000 0000',
    ],
  },
  '852': {
    valid: ['2123456789', '9876543210', '5000000000'],
    invalid: ['1123456789', '0123456789', '212345678', '21234567890', '21234567a9'],
  },
  '853': {
    valid: ['6612345', '66123456', '6812345', '68123456'],
    invalid: ['6712345', '6012345', '7612345', '661234', '681234567', '8612345', '66a2345'],
  },
  '60': {
    valid: ['123456789', '0123456789', '9999999999'],
    invalid: ['12345678', '12345678901', '12345678a', '-12345678'],
  },
  '65': {
    valid: ['81234567', '91234567'],
    invalid: ['71234567', '61234567', '8123456', '812345678', '9123456a'],
  },
  '63': {
    valid: ['9171234567', '0000000000'],
    invalid: ['917123456', '91712345678', '917123456x'],
  },
  '886': {
    valid: ['0912345678', '2212345678'],
    invalid: ['912345678', '09123456789', '09-2345678'],
  },
  '84': {
    valid: ['912345678', '0912345678'],
    invalid: ['91234567', '09123456789', '09123456.8'],
  },
  '55': {
    valid: ['11912345678', '21987654321'],
    invalid: ['1191234567', '119123456789', '1191234567o'],
  },
  '62': {
    valid: ['81234567890', '08123456789'],
    invalid: ['8123456789', '812345678901', '8123456789O'],
  },
  '91': {
    valid: ['9876543210', '1234567890'],
    invalid: ['987654321', '98765432101', '98765 43210'],
  },
};

describe('rules.phonePatterns', () => {
  it('covers exactly the eleven country codes of §5', () => {
    expect([...AREA_CODES].sort()).toEqual(
      ['55', '60', '62', '63', '65', '84', '852', '853', '86', '886', '91'].sort(),
    );
    expect(Object.keys(PHONES).sort()).toEqual([...AREA_CODES].sort());
  });

  const validRows = Object.entries(PHONES).flatMap(([code, t]) =>
    t.valid.map((phone) => [code, phone] as const),
  );
  const invalidRows = Object.entries(PHONES).flatMap(([code, t]) =>
    t.invalid.map((phone) => [code, phone] as const),
  );

  it.each(validRows)('accepts +%s %s', (code, phone) => {
    expect(isValidPhone(code, phone)).toBe(true);
  });

  it.each(invalidRows)('refuses +%s %j', (code, phone) => {
    expect(isValidPhone(code, phone)).toBe(false);
  });

  it.each([
    ['1', '2025550123'],
    ['44', '7911123456'],
    ['', '13800000000'],
    ['086', '13800000000'],
    ['+86', '13800000000'],
  ])('refuses an unknown area code %j', (code, phone) => {
    expect(isValidPhone(code, phone)).toBe(false);
  });

  it('refuses an empty phone for every country code', () => {
    for (const code of AREA_CODES) expect(isValidPhone(code, '')).toBe(false);
  });

  it('does not accept a number valid for one code under a code with another pattern', () => {
    expect(isValidPhone('65', '13800000000')).toBe(false);
    expect(isValidPhone('86', '81234567')).toBe(false);
    expect(isValidPhone('853', '9876543210')).toBe(false);
  });
});

describe('rules.credential', () => {
  it('uses the §5 length bounds 6 and 15', () => {
    expect([USERNAME_MIN, USERNAME_MAX]).toEqual([6, 15]);
  });

  it.each([
    ['abc123', '6 characters'],
    ['abcdefghijk1234', '15 characters'],
    ['ABC123', 'upper-case letters'],
    ['Demo1234', 'mixed case'],
    ['1abcde', 'digit first'],
    ['a12345', 'one letter only'],
    ['abcde1', 'one digit only'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidCredential(value)).toBe(true);
    expect(CREDENTIAL_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['abc12', '5 characters'],
    ['abcdefghijk12345', '16 characters'],
    ['abcdefgh', 'letters only'],
    ['12345678', 'digits only'],
    ['abc123!', 'a symbol'],
    ['abc_123', 'an underscore'],
    ['abc 123', 'a space'],
    [' abc123', 'a leading space'],
    ['abc123\n', 'a trailing newline'],
    ['abcé123', 'an accented letter'],
    ['пароль123', 'Cyrillic letters'],
    ['用户名123abc', 'Chinese characters'],
    ['abc１２３', 'full-width digits'],
    ['ａｂｃ123', 'full-width letters'],
    ["' OR 1=1 --", 'an SQL fragment'],
    ['<script>1a', 'a tag'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidCredential(value)).toBe(false);
  });
});

describe('rules.birthday', () => {
  const today = new Date(Date.UTC(2026, 0, 15, 12));

  it.each([
    [2000, 2, 29, 'Feb 29 of a leap year divisible by 400'],
    [2024, 2, 29, 'Feb 29 of a leap year'],
    [1995, 6, 15, 'an ordinary date'],
    [1900, 1, 1, 'the first day of 1900'],
    [2026, 1, 15, 'today'],
    [1999, 12, 31, 'Dec 31'],
    [2023, 4, 30, 'Apr 30'],
  ])('accepts %i-%i-%i (%s)', (y, m, d) => {
    expect(isValidBirthday(y, m, d, today)).toBe(true);
  });

  it.each([
    [2023, 2, 29, 'Feb 29 of a non-leap year'],
    [1900, 2, 29, 'Feb 29 of 1900 (not a leap year)'],
    [2024, 2, 30, 'Feb 30'],
    [2023, 13, 1, 'month 13'],
    [2023, 0, 10, 'month 0'],
    [2023, 4, 31, 'Apr 31'],
    [2023, 5, 0, 'day 0'],
    [2023, 5, 32, 'day 32'],
    [2023, -1, 5, 'a negative month'],
    [1899, 12, 31, 'year 1899'],
    [2026, 1, 16, 'tomorrow'],
    [2030, 1, 1, 'a future year'],
    [2000.5, 1, 1, 'a fractional year'],
    [2000, 1.5, 1, 'a fractional month'],
    [Number.NaN, 1, 1, 'NaN'],
    [Number.POSITIVE_INFINITY, 1, 1, 'Infinity'],
    [1e20, 1, 1, 'a huge year'],
  ])('refuses %d-%d-%d (%s)', (y, m, d) => {
    expect(isValidBirthday(y, m, d, today)).toBe(false);
  });

  it('measures "future" against the given day, not the machine clock', () => {
    expect(isValidBirthday(2026, 6, 1, new Date(Date.UTC(2026, 5, 1)))).toBe(true);
    expect(isValidBirthday(2026, 6, 1, new Date(Date.UTC(2026, 4, 31)))).toBe(false);
  });
});

describe('rules.registrationSchema', () => {
  const base = {
    username: 'star123',
    password: 'pass1234',
    confirmPassword: 'pass1234',
    areaCode: '86',
    phone: '13912345678',
    code: '123456',
    agreement: true,
    nickname: 'Star',
    birthday: { year: 1998, month: 2, day: 28 },
    gender: 'female',
    province: 'Guangdong',
    city: 'Shenzhen',
    height: 165,
    weight: 50,
    emotion: 'single',
    hobbies: ['football'],
    profile: 'Hello',
    avatar: null,
  };

  it('accepts a complete registration', () => {
    expect(registerRequest.safeParse(base).success).toBe(true);
  });

  it.each([
    ['province', 'x'.repeat(31)],
    ['city', 'x'.repeat(31)],
    ['nickname', ''],
    ['nickname', 'x'.repeat(21)],
    ['areaCode', '1'],
    ['code', '12345'],
    ['code', '12345a'],
    ['gender', 'other'],
    ['height', 99],
    ['height', 251],
    ['weight', 29],
    ['weight', 201],
    ['emotion', 'married'],
    ['hobbies', Array.from({ length: 11 }, (_, i) => `h${i}`)],
    ['hobbies', ['x'.repeat(21)]],
    ['profile', 'x'.repeat(201)],
  ])('refuses %s = %j', (field, value) => {
    expect(registerRequest.safeParse({ ...base, [field]: value }).success).toBe(false);
  });

  it.each([
    ['nickname', '<script>alert(1)</script>'],
    ['nickname', '<b>x</b>'],
    ['province', '<img src=x onerror=alert(1)>'],
    ['city', '</div>'],
    ['profile', 'hello <iframe src="https://evil.example"></iframe>'],
    ['profile', '<!-- comment -->'],
    ['hobbies', ['<svg onload=alert(1)>']],
  ])('refuses markup in the plain text field %s: %j', (field, value) => {
    expect(registerRequest.safeParse({ ...base, [field]: value }).success).toBe(false);
  });

  it('leaves an empty region to the server, which answers it with its own code (3019)', () => {
    expect(registerRequest.safeParse({ ...base, province: '', city: '' }).success).toBe(true);
  });

  it('trims plain text fields', () => {
    const parsed = registerRequest.parse({ ...base, nickname: '  Star  ', province: ' Guangdong ' });
    expect([parsed.nickname, parsed.province]).toEqual(['Star', 'Guangdong']);
  });

  it('refuses a birthday that is not three integers', () => {
    expect(registerRequest.safeParse({ ...base, birthday: { year: 1998, month: 2 } }).success).toBe(false);
    expect(registerRequest.safeParse({ ...base, birthday: { year: '1998', month: 2, day: 1 } }).success).toBe(
      false,
    );
    expect(registerRequest.safeParse({ ...base, birthday: { year: 1998, month: 2.5, day: 1 } }).success).toBe(
      false,
    );
    expect(registerRequest.safeParse({ ...base, birthday: '1998-02-01' }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(registerRequest.safeParse({ ...base, role: 'admin' }).success).toBe(false);
  });
});
