import type { Language } from '../../../protocol/language';

/**
 * Texts of the system messages the product writes (the anchor review, bans, an accepted friend
 * request, a refunded red envelope), in the 8 languages, with `{name}` placeholders. Each message is
 * stored as a JSON object by language with the placeholders filled (systemMessageText.ts reads it
 * in the reader's language), so a later change of these texts leaves sent messages as they were.
 */
type T = Record<Language, string>;

export const NOTICE_TEXTS = {
  anchorApprovedTitle: {
    zh: '您的主播申请已通过',
    tw: '您的主播申請已通過',
    ind: 'Pengajuan streamer Anda disetujui',
    vie: 'Đơn đăng ký streamer của bạn đã được duyệt',
    tha: 'ใบสมัครสตรีมเมอร์ของคุณได้รับการอนุมัติแล้ว',
    por: 'Sua inscrição de streamer foi aprovada',
    hin: 'आपका स्ट्रीमर आवेदन स्वीकृत हो गया है',
    en: 'Your anchor application is approved',
  },
  anchorApprovedBody: {
    zh: '欢迎加入！现在您可以开播，并在个人中心管理照片墙和动态。',
    tw: '歡迎加入！現在您可以開播，並在個人中心管理照片牆和動態。',
    ind: 'Selamat bergabung! Kini Anda dapat siaran langsung serta mengelola dinding foto dan postingan di pusat pengguna.',
    vie: 'Chào mừng bạn! Giờ bạn có thể phát trực tiếp và quản lý tường ảnh, bài đăng trong trung tâm người dùng.',
    tha: 'ยินดีต้อนรับ! ตอนนี้คุณสามารถไลฟ์สด และจัดการผนังรูปภาพกับโพสต์ได้ในศูนย์ผู้ใช้',
    por: 'Boas-vindas! Agora você pode transmitir ao vivo e cuidar do mural de fotos e das publicações na central do usuário.',
    hin: 'स्वागत है! अब आप लाइव जा सकते हैं और यूज़र सेंटर में अपनी फ़ोटो वॉल और पोस्ट संभाल सकते हैं।',
    en: 'Welcome aboard! You can now go live and keep a photo wall and posts in your user centre.',
  },
  anchorRejectedTitle: {
    zh: '您的主播申请未通过',
    tw: '您的主播申請未通過',
    ind: 'Pengajuan streamer Anda ditolak',
    vie: 'Đơn đăng ký streamer của bạn bị từ chối',
    tha: 'ใบสมัครสตรีมเมอร์ของคุณไม่ผ่านการอนุมัติ',
    por: 'Sua inscrição de streamer foi recusada',
    hin: 'आपका स्ट्रीमर आवेदन अस्वीकार कर दिया गया',
    en: 'Your anchor application was rejected',
  },
  anchorRejectedBody: {
    zh: '原因：{reason}。您可以修改资料后重新申请。',
    tw: '原因：{reason}。您可以修改資料後重新申請。',
    ind: 'Alasan: {reason}. Anda dapat memperbaiki data lalu mengajukan lagi.',
    vie: 'Lý do: {reason}. Bạn có thể sửa thông tin và đăng ký lại.',
    tha: 'เหตุผล: {reason} คุณสามารถแก้ไขข้อมูลแล้วสมัครใหม่ได้',
    por: 'Motivo: {reason}. Você pode corrigir seus dados e se inscrever de novo.',
    hin: 'कारण: {reason}। आप अपनी जानकारी सुधारकर फिर से आवेदन कर सकते हैं।',
    en: 'Reason: {reason}. You can correct your details and apply again.',
  },
  anchorRejectedBodyNoReason: {
    zh: '您可以修改资料后重新申请。',
    tw: '您可以修改資料後重新申請。',
    ind: 'Anda dapat memperbaiki data lalu mengajukan lagi.',
    vie: 'Bạn có thể sửa thông tin và đăng ký lại.',
    tha: 'คุณสามารถแก้ไขข้อมูลแล้วสมัครใหม่ได้',
    por: 'Você pode corrigir seus dados e se inscrever de novo.',
    hin: 'आप अपनी जानकारी सुधारकर फिर से आवेदन कर सकते हैं।',
    en: 'You can correct your details and apply again.',
  },
  bannedTitle: {
    zh: '您的账号已被封禁',
    tw: '您的帳號已被停權',
    ind: 'Akun Anda diblokir',
    vie: 'Tài khoản của bạn đã bị khóa',
    tha: 'บัญชีของคุณถูกระงับ',
    por: 'Sua conta foi banida',
    hin: 'आपका खाता प्रतिबंधित कर दिया गया है',
    en: 'Your account is banned',
  },
  permaBannedTitle: {
    zh: '您的账号已被永久封禁',
    tw: '您的帳號已被永久停權',
    ind: 'Akun Anda diblokir permanen',
    vie: 'Tài khoản của bạn đã bị khóa vĩnh viễn',
    tha: 'บัญชีของคุณถูกระงับถาวร',
    por: 'Sua conta foi banida permanentemente',
    hin: 'आपका खाता स्थायी रूप से प्रतिबंधित कर दिया गया है',
    en: 'Your account is permanently banned',
  },
  bannedBody: {
    zh: '原因：{reason}。如有疑问，请联系客服。',
    tw: '原因：{reason}。如有疑問，請聯絡客服。',
    ind: 'Alasan: {reason}. Hubungi layanan pelanggan jika ada pertanyaan.',
    vie: 'Lý do: {reason}. Vui lòng liên hệ bộ phận hỗ trợ nếu có thắc mắc.',
    tha: 'เหตุผล: {reason} หากมีข้อสงสัย โปรดติดต่อฝ่ายบริการลูกค้า',
    por: 'Motivo: {reason}. Em caso de dúvida, fale com o suporte.',
    hin: 'कारण: {reason}। कोई सवाल हो तो ग्राहक सहायता से संपर्क करें।',
    en: 'Reason: {reason}. Contact customer support if you have questions.',
  },
  bannedBodyNoReason: {
    zh: '如有疑问，请联系客服。',
    tw: '如有疑問，請聯絡客服。',
    ind: 'Hubungi layanan pelanggan jika ada pertanyaan.',
    vie: 'Vui lòng liên hệ bộ phận hỗ trợ nếu có thắc mắc.',
    tha: 'หากมีข้อสงสัย โปรดติดต่อฝ่ายบริการลูกค้า',
    por: 'Em caso de dúvida, fale com o suporte.',
    hin: 'कोई सवाल हो तो ग्राहक सहायता से संपर्क करें।',
    en: 'Contact customer support if you have questions.',
  },
  unbannedTitle: {
    zh: '您的账号已解封',
    tw: '您的帳號已解除停權',
    ind: 'Blokir akun Anda dicabut',
    vie: 'Tài khoản của bạn đã được mở khóa',
    tha: 'บัญชีของคุณถูกยกเลิกการระงับแล้ว',
    por: 'O banimento da sua conta foi retirado',
    hin: 'आपके खाते से प्रतिबंध हटा दिया गया है',
    en: 'Your account is unbanned',
  },
  unbannedBody: {
    zh: '您可以重新登录并开播。',
    tw: '您可以重新登入並開播。',
    ind: 'Anda dapat masuk dan siaran langsung lagi.',
    vie: 'Bạn có thể đăng nhập và phát trực tiếp trở lại.',
    tha: 'คุณสามารถเข้าสู่ระบบและไลฟ์สดได้อีกครั้ง',
    por: 'Você pode entrar e transmitir ao vivo de novo.',
    hin: 'आप फिर से लॉग इन करके लाइव जा सकते हैं।',
    en: 'You can log in and go live again.',
  },
  friendAcceptedTitle: {
    zh: '好友申请已通过',
    tw: '好友申請已通過',
    ind: 'Permintaan pertemanan diterima',
    vie: 'Lời mời kết bạn đã được chấp nhận',
    tha: 'คำขอเป็นเพื่อนได้รับการตอบรับแล้ว',
    por: 'Pedido de amizade aceito',
    hin: 'मित्रता अनुरोध स्वीकार हुआ',
    en: 'Friend request accepted',
  },
  friendAcceptedBody: {
    zh: '{nickname} 通过了您的好友申请，现在可以聊天了。',
    tw: '{nickname} 通過了您的好友申請，現在可以聊天了。',
    ind: '{nickname} menerima permintaan pertemanan Anda. Sekarang kalian bisa mengobrol.',
    vie: '{nickname} đã chấp nhận lời mời kết bạn của bạn. Giờ hai bạn có thể trò chuyện.',
    tha: '{nickname} ตอบรับคำขอเป็นเพื่อนของคุณแล้ว ตอนนี้แชทกันได้เลย',
    por: '{nickname} aceitou seu pedido de amizade. Agora vocês podem conversar.',
    hin: '{nickname} ने आपका मित्रता अनुरोध स्वीकार कर लिया। अब आप चैट कर सकते हैं।',
    en: '{nickname} accepted your friend request. You can chat now.',
  },
  refundTitle: {
    zh: '红包已退回',
    tw: '紅包已退回',
    ind: 'Angpao dikembalikan',
    vie: 'Lì xì đã được hoàn lại',
    tha: 'คืนอั่งเปาแล้ว',
    por: 'Envelope vermelho devolvido',
    hin: 'रेड एनवेलप वापस किया गया',
    en: 'Red envelope refunded',
  },
  refundCoinsBody: {
    zh: '您的红包中未被领取的 {amount} 金币已退回您的余额。',
    tw: '您的紅包中未被領取的 {amount} 金幣已退回您的餘額。',
    ind: '{amount} koin emas yang tidak diambil dari angpao Anda telah dikembalikan ke saldo Anda.',
    vie: '{amount} xu vàng chưa được nhận trong lì xì của bạn đã được hoàn vào số dư.',
    tha: '{amount} เหรียญทองที่ไม่มีผู้รับจากอั่งเปาของคุณถูกคืนเข้ายอดคงเหลือแล้ว',
    por: 'As {amount} moedas de ouro não resgatadas do seu envelope vermelho voltaram para o seu saldo.',
    hin: 'आपके रेड एनवेलप के {amount} बिना लिए गोल्ड कॉइन आपके बैलेंस में लौटा दिए गए हैं।',
    en: 'The {amount} gold coins nobody claimed from your red envelope are back in your balance.',
  },
  refundCouponsBody: {
    zh: '您的红包中未被领取的 {amount} 张 {tier}% 折扣券已退回您的余额。',
    tw: '您的紅包中未被領取的 {amount} 張 {tier}% 折價券已退回您的餘額。',
    ind: '{amount} kupon {tier}% yang tidak diambil dari angpao Anda telah dikembalikan ke saldo Anda.',
    vie: '{amount} phiếu giảm giá {tier}% chưa được nhận trong lì xì của bạn đã được hoàn vào số dư.',
    tha: 'คูปอง {tier}% จำนวน {amount} ใบที่ไม่มีผู้รับจากอั่งเปาของคุณถูกคืนเข้ายอดคงเหลือแล้ว',
    por: 'Os {amount} cupons de {tier}% não resgatados do seu envelope vermelho voltaram para o seu saldo.',
    hin: 'आपके रेड एनवेलप के {amount} बिना लिए {tier}% कूपन आपके बैलेंस में लौटा दिए गए हैं।',
    en: 'The {amount} {tier}% off coupons nobody claimed from your red envelope are back in your balance.',
  },
} satisfies Record<string, T>;
export type NoticeText = keyof typeof NOTICE_TEXTS;

/** One text in every language, placeholders filled, as stored (a JSON object by language). */
export function fillText(key: NoticeText, params: Record<string, string | number> = {}): string {
  const filled = Object.fromEntries(
    Object.entries(NOTICE_TEXTS[key]).map(([lang, text]) => [
      lang,
      text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)),
    ]),
  );
  return JSON.stringify(filled);
}
