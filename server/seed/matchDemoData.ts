import type { Language } from '../../protocol/language';
import { SportId } from '../../protocol/match';

/** Demo leagues (names in the eight languages), teams (en, zh, tw; others fall back to en) and the plan. */
type T = Record<Language, string>;
type Names = Partial<T> & { en: string };

export interface DemoLeague {
  key: string;
  sportId: SportId;
  names: T;
  hot: boolean;
}

export const DEMO_LEAGUES: DemoLeague[] = [
  {
    key: 'premier',
    sportId: SportId.Football,
    hot: false,
    names: {
      zh: '超级联赛',
      tw: '超級聯賽',
      ind: 'Divisi Utama',
      vie: 'Giải Ngoại hạng',
      tha: 'พรีเมียร์ดิวิชั่น',
      por: 'Divisão Principal',
      hin: 'प्रीमियर डिवीज़न',
      en: 'Premier Division',
    },
  },
  {
    key: 'champions',
    sportId: SportId.Football,
    hot: true,
    names: {
      zh: '洲际冠军杯',
      tw: '洲際冠軍盃',
      ind: 'Piala Juara Kontinental',
      vie: 'Cúp Vô địch Châu lục',
      tha: 'ถ้วยแชมป์ทวีป',
      por: 'Copa dos Campeões Continentais',
      hin: 'महाद्वीपीय चैंपियंस कप',
      en: 'Continental Champions Cup',
    },
  },
  {
    key: 'coastal',
    sportId: SportId.Football,
    hot: false,
    names: {
      zh: '海岸联赛',
      tw: '海岸聯賽',
      ind: 'Liga Pesisir',
      vie: 'Giải Duyên hải',
      tha: 'ลีกชายฝั่ง',
      por: 'Liga Costeira',
      hin: 'तटीय लीग',
      en: 'Coastal League',
    },
  },
  {
    key: 'nbc',
    sportId: SportId.Basketball,
    hot: true,
    names: {
      zh: '全国篮球锦标赛',
      tw: '全國籃球錦標賽',
      ind: 'Kejuaraan Bola Basket Nasional',
      vie: 'Giải Vô địch Bóng rổ Quốc gia',
      tha: 'ชิงแชมป์บาสเกตบอลแห่งชาติ',
      por: 'Campeonato Nacional de Basquete',
      hin: 'राष्ट्रीय बास्केटबॉल चैंपियनशिप',
      en: 'National Basketball Championship',
    },
  },
  {
    key: 'asiapro',
    sportId: SportId.Basketball,
    hot: false,
    names: {
      zh: '亚洲职业篮球联赛',
      tw: '亞洲職業籃球聯賽',
      ind: 'Liga Basket Profesional Asia',
      vie: 'Giải Bóng rổ Chuyên nghiệp Châu Á',
      tha: 'ลีกบาสเกตบอลอาชีพเอเชีย',
      por: 'Liga Asiática de Basquete Profissional',
      hin: 'एशिया प्रो बास्केटबॉल लीग',
      en: 'Asia Pro Basketball League',
    },
  },
  {
    key: 'harbouropen',
    sportId: SportId.Tennis,
    hot: false,
    names: {
      zh: '海港公开赛',
      tw: '海港公開賽',
      ind: 'Harbour Terbuka',
      vie: 'Giải Harbour Mở rộng',
      tha: 'ฮาร์เบอร์ โอเพ่น',
      por: 'Aberto de Harbour',
      hin: 'हार्बर ओपन',
      en: 'Harbour Open',
    },
  },
  {
    key: 'pacific',
    sportId: SportId.Baseball,
    hot: false,
    names: {
      zh: '太平洋棒球联盟',
      tw: '太平洋棒球聯盟',
      ind: 'Liga Bisbol Pasifik',
      vie: 'Giải Bóng chày Thái Bình Dương',
      tha: 'ลีกเบสบอลแปซิฟิก',
      por: 'Liga de Beisebol do Pacífico',
      hin: 'पैसिफ़िक बेसबॉल लीग',
      en: 'Pacific Baseball League',
    },
  },
  {
    key: 'legends',
    sportId: SportId.Esports,
    hot: true,
    names: {
      zh: '传奇大师赛',
      tw: '傳奇大師賽',
      ind: 'Legends Masters',
      vie: 'Giải Legends Masters',
      tha: 'เลเจนด์ส มาสเตอร์ส',
      por: 'Legends Masters',
      hin: 'लेजेंड्स मास्टर्स',
      en: 'Legends Masters',
    },
  },
  {
    key: 'vns',
    sportId: SportId.Volleyball,
    hot: false,
    names: {
      zh: '排球国家系列赛',
      tw: '排球國家系列賽',
      ind: 'Seri Bola Voli Antarnegara',
      vie: 'Loạt trận Bóng chuyền các Quốc gia',
      tha: 'วอลเลย์บอลเนชั่นส์ซีรีส์',
      por: 'Série das Nações de Vôlei',
      hin: 'वॉलीबॉल नेशंस सीरीज़',
      en: 'Volleyball Nations Series',
    },
  },
];

const team = (en: string, zh: string, tw: string): Names => ({ en, zh, tw });

export const DEMO_TEAMS: Record<SportId, Names[]> = {
  [SportId.Football]: [
    team('Northbridge United', '北桥联', '北橋聯'),
    team('Riverside Rovers', '河畔流浪者', '河畔流浪者'),
    team('Eastport City', '东港城', '東港城'),
    team('Westvale Athletic', '西谷竞技', '西谷競技'),
    team('Kingsford FC', '金斯福德', '金斯福德'),
    team('Harbour Town', '海港镇', '海港鎮'),
    team('Redcliff Rangers', '红崖游骑兵', '紅崖遊騎兵'),
    team('Silverlake FC', '银湖', '銀湖'),
    team('Stonegate Albion', '石门阿尔比恩', '石門阿爾比恩'),
    team('Lakeside Wanderers', '湖畔漫游者', '湖畔漫遊者'),
    team('Highland Stars', '高地之星', '高地之星'),
    team('Southern Lions', '南方雄狮', '南方雄獅'),
  ],
  [SportId.Basketball]: [
    team('Capital Dragons', '首都飞龙', '首都飛龍'),
    team('Bay City Waves', '湾城海浪', '灣城海浪'),
    team('Mountain Eagles', '山鹰', '山鷹'),
    team('Golden Tigers', '金虎', '金虎'),
    team('Thunder Hawks', '雷鹰', '雷鷹'),
    team('Jade Warriors', '翡翠勇士', '翡翠勇士'),
    team('Metro Bulls', '都会公牛', '都會公牛'),
    team('Sunrise Suns', '旭日太阳', '旭日太陽'),
  ],
  [SportId.Tennis]: [
    team('A. Moreau', '莫罗', '莫羅'),
    team('L. Chen', '陈林', '陳林'),
    team('S. Novak', '诺瓦克', '諾瓦克'),
    team('M. Silva', '席尔瓦', '席爾瓦'),
    team('K. Tanaka', '田中', '田中'),
    team('R. Patel', '帕特尔', '帕特爾'),
  ],
  [SportId.Baseball]: [
    team('Harbor Mariners', '港口水手', '港口水手'),
    team('Desert Foxes', '沙漠狐', '沙漠狐'),
    team('Iron Giants', '钢铁巨人', '鋼鐵巨人'),
    team('Coastal Pelicans', '海岸鹈鹕', '海岸鵜鶘'),
  ],
  [SportId.Esports]: [
    team('Nova Esports', '新星电竞', '新星電競'),
    team('Phantom Gaming', '幻影', '幻影'),
    team('Blue Tide', '蓝潮', '藍潮'),
    team('Crimson Fox', '赤狐', '赤狐'),
  ],
  [SportId.Volleyball]: [
    team('Ocean Spikers', '海洋扣将', '海洋扣將'),
    team('Skyline Volley', '天际排球', '天際排球'),
    team('Red Phoenix', '红凤凰', '紅鳳凰'),
    team('Jade Dolphins', '翡翠海豚', '翡翠海豚'),
  ],
};

/**
 * Simulated matches: league, home and away (team indexes of the sport), kickoff in minutes from the
 * first start. Negative: already played or in play when the site starts, so it is alive at once.
 */
export const DEMO_PLAN: { league: string; home: number; away: number; minutes: number }[] = [
  { league: 'champions', home: 0, away: 1, minutes: -25 },
  { league: 'champions', home: 2, away: 3, minutes: -100 },
  { league: 'champions', home: 4, away: 5, minutes: 70 },
  { league: 'premier', home: 6, away: 7, minutes: -190 },
  { league: 'premier', home: 8, away: 9, minutes: -60 },
  { league: 'premier', home: 10, away: 11, minutes: -5 },
  { league: 'premier', home: 6, away: 2, minutes: 150 },
  { league: 'premier', home: 7, away: 8, minutes: 300 },
  { league: 'coastal', home: 4, away: 3, minutes: -260 },
  { league: 'coastal', home: 9, away: 0, minutes: 300 },
  { league: 'coastal', home: 10, away: 1, minutes: 480 },
  { league: 'coastal', home: 11, away: 5, minutes: 620 },
  { league: 'nbc', home: 0, away: 1, minutes: -60 },
  { league: 'nbc', home: 2, away: 3, minutes: -160 },
  { league: 'nbc', home: 4, away: 5, minutes: 15 },
  { league: 'asiapro', home: 6, away: 7, minutes: -20 },
  { league: 'asiapro', home: 1, away: 4, minutes: 200 },
  { league: 'asiapro', home: 3, away: 6, minutes: 300 },
  { league: 'asiapro', home: 5, away: 0, minutes: 400 },
  { league: 'harbouropen', home: 0, away: 1, minutes: -45 },
  { league: 'harbouropen', home: 2, away: 3, minutes: -120 },
  { league: 'harbouropen', home: 4, away: 5, minutes: 30 },
  { league: 'harbouropen', home: 1, away: 2, minutes: 200 },
  { league: 'harbouropen', home: 3, away: 4, minutes: 360 },
  { league: 'pacific', home: 0, away: 1, minutes: -90 },
  { league: 'pacific', home: 2, away: 3, minutes: -200 },
  { league: 'pacific', home: 1, away: 2, minutes: 150 },
  { league: 'pacific', home: 3, away: 0, minutes: 300 },
  { league: 'legends', home: 0, away: 1, minutes: -50 },
  { league: 'legends', home: 2, away: 3, minutes: -130 },
  { league: 'legends', home: 1, away: 2, minutes: 90 },
  { league: 'legends', home: 3, away: 0, minutes: 200 },
  { league: 'vns', home: 0, away: 1, minutes: -40 },
  { league: 'vns', home: 2, away: 3, minutes: -140 },
  { league: 'vns', home: 1, away: 2, minutes: 90 },
  { league: 'vns', home: 3, away: 0, minutes: 210 },
];

/** Matches the simulator does not play: they show the other display statuses of §4. */
export const DEMO_STILL: {
  league: string;
  home: number;
  away: number;
  minutes: number;
  feedStatus: 'postponed' | 'tbd' | 'abandoned';
}[] = [
  { league: 'premier', home: 5, away: 9, minutes: 24 * 60, feedStatus: 'postponed' },
  { league: 'champions', home: 7, away: 10, minutes: 3 * 24 * 60, feedStatus: 'tbd' },
  { league: 'coastal', home: 2, away: 8, minutes: -26 * 60, feedStatus: 'abandoned' },
];

/** Demo streamers (besides anchor01 and anchor02), password as every demo account. */
export const DEMO_STREAMERS = [
  { username: 'streamer01', phone: '13800000021', nickname: 'Ace Commentary' },
  { username: 'streamer02', phone: '13800000022', nickname: 'Hoops Hannah' },
  { username: 'streamer03', phone: '13800000023', nickname: 'Net Nguyen' },
  { username: 'streamer04', phone: '13800000024', nickname: 'Spike Priya' },
];
