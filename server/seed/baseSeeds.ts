import { LANGUAGES, type Language } from '../../protocol/language';
import type { AllEnums, FooterInfo } from '../../protocol/system';
import { anchorColumns, matchColumns, settings, users } from '../db/schema';
import { hashPassword } from '../modules/account/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SECURITY_CODE } from './demoAccounts';
import { ANCHOR_TYPES, ENUM_LABELS, FILING, FOOTER_TITLES, PLATFORM_LINKS, SPORTS } from './demoText';
import type { Seed } from './runSeeds';

function footerFor(lang: Language): FooterInfo {
  return {
    groups: [
      {
        key: 'match',
        title: FOOTER_TITLES.match[lang],
        links: SPORTS.filter((s) => s.id !== 0).map((s) => ({
          text: s.names[lang],
          href: `#/match/${s.id}`,
        })),
      },
      {
        key: 'anchor',
        title: FOOTER_TITLES.anchor[lang],
        links: ANCHOR_TYPES.filter((a) => a.id !== 0).map((a) => ({
          text: a.names[lang],
          href: `#/anchor/${a.id}`,
        })),
      },
      {
        key: 'platform',
        title: FOOTER_TITLES.platform[lang],
        links: PLATFORM_LINKS.map((l) => ({ text: l.names[lang], href: l.href })),
      },
    ],
    filing: FILING[lang],
    copyright: `© 2026 Tribune`,
  };
}

function enumsFor(lang: Language): AllEnums {
  return Object.fromEntries(
    Object.entries(ENUM_LABELS).map(([name, items]) => [
      name,
      Object.entries(items).map(([value, label]) => ({ value, label: label[lang] })),
    ]),
  );
}

export const baseSeeds: Seed[] = [
  {
    name: '0001-system',
    demo: false,
    async run(tx) {
      await tx
        .insert(matchColumns)
        .values(SPORTS.map((s, i) => ({ raceType: s.id, sort: i, names: s.names })));
      await tx
        .insert(anchorColumns)
        .values(ANCHOR_TYPES.map((a, i) => ({ anchorType: a.id, sort: i, names: a.names })));
      const footer = Object.fromEntries(LANGUAGES.map((l) => [l, footerFor(l)]));
      const enums = Object.fromEntries(LANGUAGES.map((l) => [l, enumsFor(l)]));
      await tx.insert(settings).values([
        { key: 'footer', value: footer },
        { key: 'enums', value: enums },
        { key: 'globalConfig', value: { imMsgTimeout: 7 } },
      ]);
    },
  },
  {
    name: '0002-demo-accounts',
    demo: true,
    async run(tx) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const securityCodeHash = await hashPassword(DEMO_SECURITY_CODE);
      await tx.insert(users).values(
        DEMO_ACCOUNTS.map((a, i) => ({
          username: a.username,
          usernameLower: a.username.toLowerCase(),
          passwordHash,
          areaCode: '86',
          phone: a.phone,
          appNumber: String(10_000_001 + i),
          nickname: a.nickname,
          role: a.role,
          anchorStatus: a.anchorStatus,
          disabled: a.disabled ?? false,
          securityCodeHash: a.securityCode ? securityCodeHash : null,
          gender: 'secret' as const,
          province: 'Guangdong',
          city: 'Shenzhen',
          birthday: '1995-06-15',
        })),
      );
    },
  },
];
