import { isLanguage, type Language } from '../../../protocol/language';

/**
 * System message texts. A stored title or body is one of: `key:<name>` (a text of this table, shown
 * in the reader's language), a JSON object by language (`{"zh":"…","en":"…"}`, for messages written
 * by staff in several languages), or plain text (shown as it is).
 */
export const KEY_PREFIX = 'key:';
type T = Record<Language, string>;

export const SYSTEM_TEXTS = {
  'welcome.title': {
    zh: '欢迎来到 Tribune',
    tw: '歡迎來到 Tribune',
    ind: 'Selamat datang di Tribune',
    vie: 'Chào mừng đến với Tribune',
    tha: 'ยินดีต้อนรับสู่ Tribune',
    por: 'Bem-vindo ao Tribune',
    hin: 'Tribune में आपका स्वागत है',
    en: 'Welcome to Tribune',
  },
  'welcome.body': {
    zh: '观看直播赛事，与主播聊天，并可通过 ID、用户名、手机号或二维码添加好友。',
    tw: '觀看直播賽事，與主播聊天，並可透過 ID、使用者名稱、手機號碼或 QR 碼加好友。',
    ind: 'Tonton pertandingan langsung, mengobrol dengan pembawa acara, dan tambahkan teman lewat ID, nama pengguna, nomor ponsel, atau kode QR.',
    vie: 'Xem trực tiếp các trận đấu, trò chuyện với người dẫn và kết bạn bằng ID, tên người dùng, số điện thoại hoặc mã QR.',
    tha: 'ดูการแข่งขันสด แชทกับผู้จัดรายการ และเพิ่มเพื่อนด้วย ID ชื่อผู้ใช้ เบอร์โทรศัพท์ หรือคิวอาร์โค้ด',
    por: 'Assista a partidas ao vivo, converse com os apresentadores e adicione amigos por ID, nome de usuário, telefone ou QR code.',
    hin: 'लाइव मैच देखें, एंकरों से चैट करें और ID, यूज़रनेम, फ़ोन या QR कोड से दोस्त जोड़ें।',
    en: 'Watch live matches, chat with anchors and add friends by ID, username, phone or QR code.',
  },
  'friendTips.title': {
    zh: '好友申请三天后过期',
    tw: '好友申請三天後過期',
    ind: 'Permintaan pertemanan kedaluwarsa setelah tiga hari',
    vie: 'Lời mời kết bạn hết hạn sau ba ngày',
    tha: 'คำขอเป็นเพื่อนจะหมดอายุภายในสามวัน',
    por: 'Pedidos de amizade expiram após três dias',
    hin: 'मित्रता अनुरोध तीन दिन बाद समाप्त हो जाते हैं',
    en: 'Friend requests expire after three days',
  },
  'friendTips.body': {
    zh: '请在通讯录 › 新的朋友中处理好友申请。只有好友之间才能互发消息。',
    tw: '請在通訊錄 › 新的朋友中處理好友申請。只有好友之間才能互傳訊息。',
    ind: 'Jawab permintaan pertemanan di Buku alamat › Teman baru. Hanya teman yang dapat saling mengirim pesan.',
    vie: 'Trả lời lời mời kết bạn trong Danh bạ › Bạn mới. Chỉ bạn bè mới có thể nhắn tin cho nhau.',
    tha: 'ตอบคำขอเป็นเพื่อนได้ที่ สมุดรายชื่อ › เพื่อนใหม่ เฉพาะเพื่อนเท่านั้นที่ส่งข้อความหากันได้',
    por: 'Responda aos pedidos em Contatos › Novos amigos. Só amigos podem trocar mensagens.',
    hin: 'नए मित्रता अनुरोधों का जवाब एड्रेस बुक › नए दोस्त में दें। केवल दोस्त ही एक-दूसरे को संदेश भेज सकते हैं।',
    en: 'Answer friend requests in Address book › New friends. Only friends can message each other.',
  },
  'security.title': {
    zh: '保护您的账号安全',
    tw: '保護您的帳號安全',
    ind: 'Jaga keamanan akun Anda',
    vie: 'Giữ an toàn cho tài khoản của bạn',
    tha: 'รักษาบัญชีของคุณให้ปลอดภัย',
    por: 'Mantenha sua conta segura',
    hin: 'अपना खाता सुरक्षित रखें',
    en: 'Keep your account safe',
  },
  'security.body': {
    zh: '请勿向任何人透露密码或短信验证码，工作人员不会向您索取。',
    tw: '請勿向任何人透露密碼或簡訊驗證碼，工作人員不會向您索取。',
    ind: 'Jangan pernah membagikan kata sandi atau kode SMS Anda. Staf kami tidak akan pernah memintanya.',
    vie: 'Đừng bao giờ chia sẻ mật khẩu hoặc mã SMS. Nhân viên sẽ không bao giờ yêu cầu chúng.',
    tha: 'ห้ามเปิดเผยรหัสผ่านหรือรหัส SMS แก่ผู้ใด เจ้าหน้าที่จะไม่ขอข้อมูลเหล่านี้',
    por: 'Nunca compartilhe sua senha ou códigos SMS. A equipe nunca vai pedi-los.',
    hin: 'अपना पासवर्ड या SMS कोड कभी साझा न करें। स्टाफ़ कभी इन्हें नहीं माँगेगा।',
    en: 'Never share your password or SMS codes. Staff will never ask for them.',
  },
} satisfies Record<string, T>;
export type SystemTextKey = keyof typeof SYSTEM_TEXTS;

export function textKey(key: SystemTextKey): string {
  return KEY_PREFIX + key;
}

function fromJson(stored: string, lang: Language): string | undefined {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const byLang = Object.fromEntries(
      Object.entries(parsed).filter(([k, v]) => isLanguage(k) && typeof v === 'string'),
    ) as Partial<T>;
    return byLang[lang] ?? byLang.en ?? byLang.zh;
  } catch {
    return undefined;
  }
}

/** The stored title or body in the reader's language (English, then Chinese, when missing). */
export function localise(stored: string, lang: Language): string {
  if (stored.startsWith(KEY_PREFIX)) {
    const texts = (SYSTEM_TEXTS as Record<string, T>)[stored.slice(KEY_PREFIX.length)];
    return texts ? texts[lang] : stored;
  }
  if (stored.startsWith('{')) return fromJson(stored, lang) ?? stored;
  return stored;
}
