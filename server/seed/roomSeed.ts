import { inArray } from 'drizzle-orm';

import type { Language } from '../../protocol/language';
import type { Currency } from '../../protocol/redPacket';
import { follows, gifts, rooms, settings, users } from '../db/schema';
import { grantIn } from '../modules/wallet/grant';
import type { Seed } from './runSeeds';

type T = Record<Language, string>;

/** Gifts of §3 (names in the 8 languages), cheapest first. */
const GIFTS: { icon: string; price: number; names: T }[] = [
  {
    icon: '🌹',
    price: 1,
    names: {
      zh: '玫瑰',
      tw: '玫瑰',
      ind: 'Mawar',
      vie: 'Hoa hồng',
      tha: 'กุหลาบ',
      por: 'Rosa',
      hin: 'गुलाब',
      en: 'Rose',
    },
  },
  {
    icon: '👏',
    price: 5,
    names: {
      zh: '鼓掌',
      tw: '鼓掌',
      ind: 'Tepuk tangan',
      vie: 'Vỗ tay',
      tha: 'ปรบมือ',
      por: 'Aplausos',
      hin: 'तालियाँ',
      en: 'Applause',
    },
  },
  {
    icon: '⚽',
    price: 10,
    names: {
      zh: '足球',
      tw: '足球',
      ind: 'Bola',
      vie: 'Bóng đá',
      tha: 'ฟุตบอล',
      por: 'Bola',
      hin: 'फ़ुटबॉल',
      en: 'Football',
    },
  },
  {
    icon: '🏆',
    price: 52,
    names: {
      zh: '奖杯',
      tw: '獎盃',
      ind: 'Piala',
      vie: 'Cúp',
      tha: 'ถ้วยรางวัล',
      por: 'Troféu',
      hin: 'ट्रॉफी',
      en: 'Trophy',
    },
  },
  {
    icon: '🚀',
    price: 99,
    names: {
      zh: '火箭',
      tw: '火箭',
      ind: 'Roket',
      vie: 'Tên lửa',
      tha: 'จรวด',
      por: 'Foguete',
      hin: 'रॉकेट',
      en: 'Rocket',
    },
  },
  {
    icon: '👑',
    price: 188,
    names: {
      zh: '皇冠',
      tw: '皇冠',
      ind: 'Mahkota',
      vie: 'Vương miện',
      tha: 'มงกุฎ',
      por: 'Coroa',
      hin: 'मुकुट',
      en: 'Crown',
    },
  },
  {
    icon: '💖',
    price: 520,
    names: {
      zh: '爱心',
      tw: '愛心',
      ind: 'Cinta',
      vie: 'Tình yêu',
      tha: 'หัวใจ',
      por: 'Amor',
      hin: 'प्यार',
      en: 'Love',
    },
  },
  {
    icon: '🏟️',
    price: 1314,
    names: {
      zh: '体育场',
      tw: '體育場',
      ind: 'Stadion',
      vie: 'Sân vận động',
      tha: 'สนามกีฬา',
      por: 'Estádio',
      hin: 'स्टेडियम',
      en: 'Stadium',
    },
  },
];

const ADVERTS: { link: string; text: T }[] = [
  {
    link: '#/user/attention',
    text: {
      zh: '关注你喜欢的主播，开播时第一时间知道',
      tw: '關注你喜歡的主播，開播時第一時間知道',
      ind: 'Ikuti anchor favoritmu agar tahu saat mereka siaran',
      vie: 'Theo dõi MC yêu thích để biết khi họ lên sóng',
      tha: 'ติดตามผู้จัดรายการที่ชอบ เพื่อรู้ทันทีเมื่อเริ่มไลฟ์',
      por: 'Siga seus apresentadores favoritos para saber quando entram ao vivo',
      hin: 'अपने पसंदीदा एंकर को फ़ॉलो करें और लाइव होते ही जानें',
      en: 'Follow your favourite anchors to hear when they go live',
    },
  },
  {
    link: '#/match/0',
    text: {
      zh: '预约比赛，开赛前 5 分钟提醒你',
      tw: '預約比賽，開賽前 5 分鐘提醒你',
      ind: 'Pesan pertandingan dan dapatkan pengingat 5 menit sebelum mulai',
      vie: 'Đặt lịch trận đấu để được nhắc 5 phút trước giờ bóng lăn',
      tha: 'จองแมตช์ไว้ รับการแจ้งเตือน 5 นาทีก่อนเริ่ม',
      por: 'Reserve uma partida e receba um lembrete 5 minutos antes do início',
      hin: 'मैच बुक करें और शुरू होने से 5 मिनट पहले याद दिलाया जाएगा',
      en: 'Book a match to get a reminder 5 minutes before kickoff',
    },
  },
  {
    link: '',
    text: {
      zh: '聊天室里会出现红包，过期前快来抢',
      tw: '聊天室裡會出現紅包，過期前快來搶',
      ind: 'Angpau muncul di obrolan: buka sebelum kedaluwarsa',
      vie: 'Lì xì xuất hiện trong phòng chat: mở trước khi hết hạn',
      tha: 'อั่งเปาจะปรากฏในแชท รีบเปิดก่อนหมดเวลา',
      por: 'Envelopes vermelhos aparecem no chat: abra antes que expirem',
      hin: 'चैट में लाल लिफ़ाफ़े आते हैं: समाप्त होने से पहले खोलें',
      en: 'Red envelopes appear in the chat: open them before they expire',
    },
  },
];

/** Demo rooms: column (anchorType), demo channel, title; `liveMinutes` ago it went live, or offline. */
const DEMO_ROOMS: {
  username: string;
  anchorType: number;
  channel: string;
  title: string;
  liveMinutes?: number;
}[] = [
  {
    username: 'anchor01',
    anchorType: 1,
    channel: 'football',
    title: 'Tactics board: live match analysis',
    liveMinutes: 42,
  },
  {
    username: 'anchor02',
    anchorType: 4,
    channel: 'studio',
    title: 'Chill talk and match chat',
    liveMinutes: 15,
  },
  {
    username: 'streamer01',
    anchorType: 1,
    channel: 'football',
    title: 'Full-match commentary',
    liveMinutes: 70,
  },
  { username: 'streamer02', anchorType: 2, channel: 'basketball', title: 'Courtside with Hannah' },
  { username: 'streamer03', anchorType: 5, channel: 'studio', title: 'Tennis and more', liveMinutes: 5 },
  { username: 'streamer04', anchorType: 3, channel: 'studio', title: 'Esports night' },
];

const FOLLOWS: [string, string][] = [
  ['viewer01', 'anchor01'],
  ['viewer01', 'anchor02'],
  ['viewer02', 'anchor01'],
];

const COUPONS: Currency[] = ['coupon50', 'coupon60', 'coupon70', 'coupon80'];
/** Demo balances: viewers can send gifts, anchors red envelopes of coins and coupons. */
const BALANCES: Record<string, [Currency, number][]> = {
  viewer01: [
    ['coin', 10_000],
    ['coupon50', 20],
  ],
  viewer02: [
    ['coin', 10_000],
    ['coupon50', 20],
  ],
  admin01: [['coin', 1_000]],
  anchor01: [['coin', 100_000], ...COUPONS.map((c) => [c, 200] as [Currency, number])],
  anchor02: [['coin', 100_000], ...COUPONS.map((c) => [c, 200] as [Currency, number])],
  streamer01: [['coin', 20_000], ...COUPONS.map((c) => [c, 50] as [Currency, number])],
  streamer03: [['coin', 20_000], ...COUPONS.map((c) => [c, 50] as [Currency, number])],
};

export const roomSeeds: Seed[] = [
  {
    name: '0006-gifts',
    demo: false,
    async run(tx) {
      await tx.insert(gifts).values(GIFTS.map((g, i) => ({ ...g, sort: i })));
    },
  },
  {
    name: '0007-demo-rooms',
    demo: true,
    async run(tx, ctx) {
      const now = ctx.now();
      const names = [
        ...new Set([...DEMO_ROOMS.map((r) => r.username), ...FOLLOWS.flat(), ...Object.keys(BALANCES)]),
      ];
      const people = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, names));
      const id = new Map(people.map((p) => [p.username, p.id]));
      const fans = (u: string) => FOLLOWS.filter(([, a]) => a === u).length;
      const roomRows = DEMO_ROOMS.flatMap((r) =>
        id.has(r.username)
          ? [
              {
                anchorId: id.get(r.username)!,
                anchorType: r.anchorType,
                channel: r.channel,
                title: r.title,
                intro: `${r.title}. Sports talk, match analysis and a friendly chat.`,
                notice: 'Welcome! Be kind in the chat. Red envelopes at half-time.',
                liveSince: r.liveMinutes === undefined ? null : new Date(now - r.liveMinutes * 60_000),
                fans: fans(r.username),
              },
            ]
          : [],
      );
      if (roomRows.length > 0) await tx.insert(rooms).values(roomRows);
      const followRows = FOLLOWS.flatMap(([u, a]) =>
        id.has(u) && id.has(a)
          ? [{ userId: id.get(u)!, anchorId: id.get(a)!, createdAt: new Date(now) }]
          : [],
      );
      if (followRows.length > 0) await tx.insert(follows).values(followRows);
      for (const [username, list] of Object.entries(BALANCES))
        for (const [currency, amount] of list)
          if (id.has(username))
            await grantIn(tx, id.get(username)!, currency, amount, now, `grant:demo:${username}:${currency}`);
      const adverts = Object.fromEntries(
        (['zh', 'tw', 'ind', 'vie', 'tha', 'por', 'hin', 'en'] as Language[]).map((lang) => [
          lang,
          ADVERTS.map((a, i) => ({ id: i + 1, text: a.text[lang], link: a.link })),
        ]),
      );
      await tx.insert(settings).values({ key: 'chatRoomAdverts', value: adverts }).onConflictDoNothing();
    },
  },
];
