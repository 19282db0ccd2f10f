import type { Language } from '../../protocol/language';

/** Demo data in the eight languages (column names, footer, enum labels). */
type T = Record<Language, string>;

export const SPORTS: { id: number; names: T }[] = [
  {
    id: 0,
    names: {
      zh: '热门',
      tw: '熱門',
      ind: 'Populer',
      vie: 'Nổi bật',
      tha: 'ยอดนิยม',
      por: 'Em alta',
      hin: 'लोकप्रिय',
      en: 'Hot',
    },
  },
  {
    id: 1,
    names: {
      zh: '足球',
      tw: '足球',
      ind: 'Sepak bola',
      vie: 'Bóng đá',
      tha: 'ฟุตบอล',
      por: 'Futebol',
      hin: 'फ़ुटबॉल',
      en: 'Football',
    },
  },
  {
    id: 2,
    names: {
      zh: '篮球',
      tw: '籃球',
      ind: 'Bola basket',
      vie: 'Bóng rổ',
      tha: 'บาสเกตบอล',
      por: 'Basquete',
      hin: 'बास्केटबॉल',
      en: 'Basketball',
    },
  },
  {
    id: 3,
    names: {
      zh: '网球',
      tw: '網球',
      ind: 'Tenis',
      vie: 'Quần vợt',
      tha: 'เทนนิส',
      por: 'Tênis',
      hin: 'टेनिस',
      en: 'Tennis',
    },
  },
  {
    id: 4,
    names: {
      zh: '棒球',
      tw: '棒球',
      ind: 'Bisbol',
      vie: 'Bóng chày',
      tha: 'เบสบอล',
      por: 'Beisebol',
      hin: 'बेसबॉल',
      en: 'Baseball',
    },
  },
  {
    id: 5,
    names: {
      zh: '电竞',
      tw: '電競',
      ind: 'E-sport',
      vie: 'Thể thao điện tử',
      tha: 'อีสปอร์ต',
      por: 'E-sports',
      hin: 'ई-स्पोर्ट्स',
      en: 'Esports',
    },
  },
  {
    id: 10,
    names: {
      zh: '排球',
      tw: '排球',
      ind: 'Bola voli',
      vie: 'Bóng chuyền',
      tha: 'วอลเลย์บอล',
      por: 'Vôlei',
      hin: 'वॉलीबॉल',
      en: 'Volleyball',
    },
  },
];

export const ANCHOR_TYPES: { id: number; names: T }[] = [
  {
    id: 0,
    names: {
      zh: '全部',
      tw: '全部',
      ind: 'Semua',
      vie: 'Tất cả',
      tha: 'ทั้งหมด',
      por: 'Todos',
      hin: 'सभी',
      en: 'All',
    },
  },
  { id: 1, names: SPORTS[1]!.names },
  { id: 2, names: SPORTS[2]!.names },
  { id: 3, names: SPORTS[5]!.names },
  {
    id: 4,
    names: {
      zh: '娱乐',
      tw: '娛樂',
      ind: 'Hiburan',
      vie: 'Giải trí',
      tha: 'บันเทิง',
      por: 'Entretenimento',
      hin: 'मनोरंजन',
      en: 'Entertainment',
    },
  },
  {
    id: 5,
    names: {
      zh: '综合',
      tw: '綜合',
      ind: 'Lainnya',
      vie: 'Tổng hợp',
      tha: 'ทั่วไป',
      por: 'Variedades',
      hin: 'विविध',
      en: 'Variety',
    },
  },
];

export const FOOTER_TITLES: Record<'match' | 'anchor' | 'platform', T> = {
  match: {
    zh: '比赛直播',
    tw: '比賽直播',
    ind: 'Siaran pertandingan',
    vie: 'Trực tiếp trận đấu',
    tha: 'ถ่ายทอดสดการแข่งขัน',
    por: 'Partidas ao vivo',
    hin: 'मैच लाइव',
    en: 'Match live',
  },
  anchor: {
    zh: '主播直播',
    tw: '主播直播',
    ind: 'Siaran streamer',
    vie: 'Phát sóng của streamer',
    tha: 'ไลฟ์สดสตรีมเมอร์',
    por: 'Streamers ao vivo',
    hin: 'एंकर लाइव',
    en: 'Anchor live',
  },
  platform: {
    zh: '平台信息',
    tw: '平台資訊',
    ind: 'Info platform',
    vie: 'Thông tin nền tảng',
    tha: 'ข้อมูลแพลตฟอร์ม',
    por: 'Sobre a plataforma',
    hin: 'प्लेटफ़ॉर्म जानकारी',
    en: 'Platform info',
  },
};

export const PLATFORM_LINKS: { href: string; names: T }[] = [
  {
    href: '#/user/tutorial',
    names: {
      zh: '直播教程',
      tw: '直播教學',
      ind: 'Tutorial siaran',
      vie: 'Hướng dẫn phát sóng',
      tha: 'คู่มือการไลฟ์',
      por: 'Tutorial de transmissão',
      hin: 'लाइव ट्यूटोरियल',
      en: 'Live tutorial',
    },
  },
  {
    href: '#/user/contract/service',
    names: {
      zh: '用户协议',
      tw: '用戶協議',
      ind: 'Perjanjian pengguna',
      vie: 'Thỏa thuận người dùng',
      tha: 'ข้อตกลงผู้ใช้',
      por: 'Termos de uso',
      hin: 'उपयोगकर्ता समझौता',
      en: 'User agreement',
    },
  },
  {
    href: '#/user/contract/privacy',
    names: {
      zh: '隐私协议',
      tw: '隱私協議',
      ind: 'Kebijakan privasi',
      vie: 'Chính sách quyền riêng tư',
      tha: 'นโยบายความเป็นส่วนตัว',
      por: 'Política de privacidade',
      hin: 'गोपनीयता नीति',
      en: 'Privacy agreement',
    },
  },
];

export const FILING: T = {
  zh: '备案号：琼ICP备2026000001号-1',
  tw: '備案號：琼ICP備2026000001號-1',
  ind: 'Nomor registrasi: ICP 2026000001-1',
  vie: 'Số đăng ký: ICP 2026000001-1',
  tha: 'เลขทะเบียน: ICP 2026000001-1',
  por: 'Registro: ICP 2026000001-1',
  hin: 'पंजीकरण संख्या: ICP 2026000001-1',
  en: 'Filing number: ICP 2026000001-1',
};

export const ENUM_LABELS: Record<string, Record<string, T>> = {
  gender: {
    male: {
      zh: '男',
      tw: '男',
      ind: 'Laki-laki',
      vie: 'Nam',
      tha: 'ชาย',
      por: 'Masculino',
      hin: 'पुरुष',
      en: 'Male',
    },
    female: {
      zh: '女',
      tw: '女',
      ind: 'Perempuan',
      vie: 'Nữ',
      tha: 'หญิง',
      por: 'Feminino',
      hin: 'महिला',
      en: 'Female',
    },
    secret: {
      zh: '保密',
      tw: '保密',
      ind: 'Rahasia',
      vie: 'Bí mật',
      tha: 'ไม่ระบุ',
      por: 'Prefiro não dizer',
      hin: 'गोपनीय',
      en: 'Secret',
    },
  },
  emotion: {
    single: {
      zh: '单身',
      tw: '單身',
      ind: 'Lajang',
      vie: 'Độc thân',
      tha: 'โสด',
      por: 'Solteiro(a)',
      hin: 'अविवाहित',
      en: 'Single',
    },
    inLove: {
      zh: '恋爱中',
      tw: '戀愛中',
      ind: 'Berpacaran',
      vie: 'Đang yêu',
      tha: 'มีแฟนแล้ว',
      por: 'Namorando',
      hin: 'रिश्ते में',
      en: 'In love',
    },
  },
};
