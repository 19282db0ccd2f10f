import { ContentType } from './imConstants';
import { FALLBACK_LANGUAGE, type Language } from './language';

/**
 * Popup texts of pushes in the eight languages of §1, for the service worker: a push that follows
 * §3 alone carries no text, so the worker writes its title and body from this table in the user's
 * language (sw/pushText.ts). The same words as the pushes our server writes
 * (server/modules/push/texts.ts), so a push reads the same in either shape. `{name}` placeholders
 * are filled by `pushText`.
 */
type T = Record<Language, string>;

const TEXTS = {
  'matchSoon.title': {
    zh: '比赛将在 5 分钟后开始',
    tw: '比賽將在 5 分鐘後開始',
    ind: 'Pertandingan dimulai 5 menit lagi',
    vie: 'Trận đấu bắt đầu sau 5 phút',
    tha: 'การแข่งขันจะเริ่มในอีก 5 นาที',
    por: 'A partida começa em 5 minutos',
    hin: 'मैच 5 मिनट में शुरू होगा',
    en: 'Kick-off in 5 minutes',
  },
  'matchSoon.body': {
    zh: '{home} 对 {away}，点击观看直播',
    tw: '{home} 對 {away}，點擊觀看直播',
    ind: '{home} vs {away}, ketuk untuk menonton',
    vie: '{home} vs {away}, nhấn để xem trực tiếp',
    tha: '{home} พบ {away} แตะเพื่อดูสด',
    por: '{home} x {away}, toque para assistir',
    hin: '{home} बनाम {away}, लाइव देखने के लिए टैप करें',
    en: '{home} vs {away}, tap to watch live',
  },
  'anchorLive.title': {
    zh: '{name} 开播了',
    tw: '{name} 開播了',
    ind: '{name} sedang siaran langsung',
    vie: '{name} đang phát trực tiếp',
    tha: '{name} กำลังไลฟ์',
    por: '{name} está ao vivo',
    hin: '{name} अभी लाइव हैं',
    en: '{name} is live',
  },
  'anchorLive.body': {
    zh: '你关注的主播正在直播，点击进入直播间',
    tw: '你關注的主播正在直播，點擊進入直播間',
    ind: 'Pembawa acara yang Anda ikuti sedang siaran, ketuk untuk masuk',
    vie: 'Người dẫn bạn theo dõi đang phát sóng, nhấn để vào phòng',
    tha: 'ผู้จัดรายการที่คุณติดตามกำลังไลฟ์ แตะเพื่อเข้าห้อง',
    por: 'Um apresentador que você segue está ao vivo, toque para entrar',
    hin: 'आप जिन एंकर को फ़ॉलो करते हैं वे लाइव हैं, रूम में जाने के लिए टैप करें',
    en: 'An anchor you follow is streaming now, tap to join the room',
  },
  'matchStatus.1': {
    zh: '比赛开始',
    tw: '比賽開始',
    ind: 'Pertandingan dimulai',
    vie: 'Trận đấu bắt đầu',
    tha: 'การแข่งขันเริ่มแล้ว',
    por: 'A partida começou',
    hin: 'मैच शुरू हुआ',
    en: 'Match started',
  },
  'matchStatus.2': {
    zh: '比赛结束',
    tw: '比賽結束',
    ind: 'Pertandingan selesai',
    vie: 'Trận đấu kết thúc',
    tha: 'การแข่งขันจบแล้ว',
    por: 'Fim de jogo',
    hin: 'मैच समाप्त',
    en: 'Full time',
  },
  'matchStatus.3': {
    zh: '上半场结束',
    tw: '上半場結束',
    ind: 'Babak pertama selesai',
    vie: 'Hết hiệp một',
    tha: 'จบครึ่งแรก',
    por: 'Fim do primeiro tempo',
    hin: 'पहला हाफ़ समाप्त',
    en: 'Half time',
  },
  'chat.hidden': {
    zh: '你收到一条新消息',
    tw: '你收到一則新訊息',
    ind: 'Anda menerima pesan baru',
    vie: 'Bạn có tin nhắn mới',
    tha: 'คุณได้รับข้อความใหม่',
    por: 'Você recebeu uma nova mensagem',
    hin: 'आपको एक नया संदेश मिला है',
    en: 'You have a new message',
  },
  'chat.picture': {
    zh: '[图片]',
    tw: '[圖片]',
    ind: '[Gambar]',
    vie: '[Hình ảnh]',
    tha: '[รูปภาพ]',
    por: '[Imagem]',
    hin: '[चित्र]',
    en: '[Picture]',
  },
  'chat.voice': {
    zh: '[语音]',
    tw: '[語音]',
    ind: '[Pesan suara]',
    vie: '[Tin nhắn thoại]',
    tha: '[ข้อความเสียง]',
    por: '[Áudio]',
    hin: '[वॉइस संदेश]',
    en: '[Voice message]',
  },
  'chat.video': {
    zh: '[视频]',
    tw: '[影片]',
    ind: '[Video]',
    vie: '[Video]',
    tha: '[วิดีโอ]',
    por: '[Vídeo]',
    hin: '[वीडियो]',
    en: '[Video]',
  },
  'chat.file': {
    zh: '[文件]',
    tw: '[檔案]',
    ind: '[Berkas]',
    vie: '[Tệp]',
    tha: '[ไฟล์]',
    por: '[Arquivo]',
    hin: '[फ़ाइल]',
    en: '[File]',
  },
  'chat.card': {
    zh: '[名片]',
    tw: '[名片]',
    ind: '[Kartu kontak]',
    vie: '[Danh thiếp]',
    tha: '[นามบัตร]',
    por: '[Cartão de contato]',
    hin: '[संपर्क कार्ड]',
    en: '[Contact card]',
  },
  'chat.merged': {
    zh: '[聊天记录]',
    tw: '[聊天紀錄]',
    ind: '[Riwayat obrolan]',
    vie: '[Lịch sử trò chuyện]',
    tha: '[ประวัติแชท]',
    por: '[Histórico de conversa]',
    hin: '[चैट इतिहास]',
    en: '[Chat history]',
  },
  'chat.face': {
    zh: '[表情]',
    tw: '[表情]',
    ind: '[Stiker]',
    vie: '[Nhãn dán]',
    tha: '[สติกเกอร์]',
    por: '[Figurinha]',
    hin: '[स्टिकर]',
    en: '[Sticker]',
  },
  'chat.message': {
    zh: '[消息]',
    tw: '[訊息]',
    ind: '[Pesan]',
    vie: '[Tin nhắn]',
    tha: '[ข้อความ]',
    por: '[Mensagem]',
    hin: '[संदेश]',
    en: '[Message]',
  },
} satisfies Record<string, T>;

export type PushTextKey = keyof typeof TEXTS;
export const PUSH_TEXT_KEYS = Object.keys(TEXTS) as PushTextKey[];

/** The text in `lang` with `{name}` placeholders filled in (a missing value leaves its placeholder). */
export function pushText(key: PushTextKey, lang: Language, values: Record<string, string> = {}): string {
  const table: T = TEXTS[key];
  const template = table[lang] || table[FALLBACK_LANGUAGE];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A name keyed by language (§3 match status notification): in `lang`, else English, else any. */
export function localName(names: Partial<Record<string, string>>, lang: Language): string {
  return names[lang] ?? names[FALLBACK_LANGUAGE] ?? Object.values(names).find(Boolean) ?? '';
}

/** Chat kinds a push names as a word in brackets (picture, voice...); others show their text. */
export const CHAT_KIND_KEYS: Partial<Record<number, PushTextKey>> = {
  [ContentType.Picture]: 'chat.picture',
  [ContentType.Voice]: 'chat.voice',
  [ContentType.Video]: 'chat.video',
  [ContentType.File]: 'chat.file',
  [ContentType.Card]: 'chat.card',
  [ContentType.Merged]: 'chat.merged',
  [ContentType.Face]: 'chat.face',
};
