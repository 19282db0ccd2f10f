/** Indonesian user service agreement and privacy agreement (seed data of 0003-rich-text). */

export const service = {
  title: 'Perjanjian Layanan Pengguna Tribune',
  html: `
<p>Selamat datang di Tribune. Perjanjian ini dibuat antara Anda dan pengelola platform Tribune ("Tribune" atau "kami") dan mengatur penggunaan Anda atas situs web Tribune, siaran langsung pertandingan, ruang siaran streamer, obrolan, pesan, dan layanan terkait. Harap baca dengan saksama, terutama bagian yang dicetak <strong>tebal</strong>, karena bagian tersebut membatasi tanggung jawab kami atau hak Anda. Dengan mendaftar, masuk, atau menggunakan layanan, Anda menyatakan telah membaca, memahami, dan menyetujui perjanjian ini.</p>
<h2>1. Akun Anda</h2>
<p>Anda mendaftar dengan nomor ponsel, yang kami verifikasi melalui kode SMS, serta nama pengguna dan kata sandi pilihan Anda. Informasi yang Anda berikan harus benar dan selalu diperbarui.</p>
<ul>
<li>Setiap nomor ponsel hanya dapat ditautkan ke satu akun. Akun tidak boleh dijual, disewakan, dipinjamkan, atau dialihkan dengan cara apa pun.</li>
<li>Anda bertanggung jawab menjaga kerahasiaan kata sandi dan kode SMS, serta atas semua aktivitas yang dilakukan melalui akun Anda. Segera beri tahu kami jika Anda menduga akun Anda digunakan orang lain.</li>
<li>Nama pengguna, nama panggilan, foto profil, dan profil Anda tidak boleh meniru orang atau organisasi lain, dan tidak boleh berisi iklan, informasi kontak, atau konten yang menyinggung.</li>
</ul>
<h2>2. Pendaftaran dan peninjauan streamer</h2>
<p>Setiap pengguna terdaftar dapat mengajukan diri menjadi streamer. Setiap pengajuan ditinjau oleh platform, dan Anda baru dapat melakukan siaran langsung setelah pengajuan disetujui.</p>
<ul>
<li>Anda wajib mengisi data profil yang akurat dan mengunggah foto asli diri Anda. Data dalam pengajuan harus sesuai dengan akun Anda.</li>
<li>Kami berhak menyetujui atau menolak pengajuan atas pertimbangan kami sendiri dan tidak wajib memberikan alasan. Anda dapat mengajukan kembali setelah ditolak.</li>
<li>Streamer yang disetujui wajib mematuhi perjanjian ini, aturan siaran langsung yang diumumkan di platform, dan hukum di tempat mereka bersiaran. Kami dapat meninjau ulang streamer kapan saja, dan dapat menangguhkan atau mencabut status streamer jika aturan tersebut dilanggar.</li>
</ul>
<h2>3. Etika di ruang siaran dan obrolan</h2>
<p>Ruang siaran, ruang obrolan, serta pesan pribadi dan grup adalah ruang bersama. Anda dilarang memposting, mengirim, menyiarkan, atau menautkan apa pun yang:</p>
<ul>
<li>melanggar hukum, atau mempromosikan kekerasan, terorisme, tindakan melukai diri sendiri, atau kebencian terhadap kelompok mana pun;</li>
<li>bersifat pornografi atau cabul, atau menjadikan anak di bawah umur sebagai objek seksual dalam bentuk apa pun;</li>
<li>melecehkan, mengancam, atau menghina orang lain, atau membuka informasi pribadi orang lain;</li>
<li>mempromosikan perjudian, taruhan ilegal, pengaturan skor, penipuan, skema piramida, atau produk keuangan tanpa izin;</li>
<li>merupakan spam atau iklan, atau mengarahkan pengguna ke platform lain tanpa izin kami;</li>
<li>melanggar hak cipta, merek dagang, atau hak lainnya, atau dengan sengaja menyebarkan informasi palsu.</li>
</ul>
<p>Anda juga dilarang mengganggu layanan, misalnya dengan membanjiri obrolan, menggunakan bot atau skrip, memanfaatkan celah sistem, atau mencoba mengakses akun orang lain maupun sistem kami.</p>
<h2>4. Pembisuan, pemblokiran, dan tindakan lainnya</h2>
<p>Untuk menjaga keamanan platform, kami, dan streamer di ruang siaran mereka sendiri, dapat mengambil tindakan terhadap konten atau akun yang melanggar aturan ini. Tergantung pada tingkat keseriusan pelanggaran dan apakah pelanggaran diulangi, tindakan tersebut meliputi:</p>
<ul>
<li>menghapus pesan atau konten lainnya;</li>
<li>membisukan Anda di satu ruang atau di seluruh platform untuk jangka waktu tertentu;</li>
<li>mengeluarkan Anda dari ruang siaran atau obrolan grup;</li>
<li>menghentikan siaran atau menangguhkan status streamer;</li>
<li>memblokir akun untuk sementara atau selamanya, beserta nomor ponsel atau perangkat yang terhubung dengannya.</li>
</ul>
<p>Jika diwajibkan oleh hukum, kami menyimpan catatan dan melaporkan konten ilegal kepada pihak berwenang. Jika Anda merasa suatu tindakan diambil secara keliru, Anda dapat mengajukan banding melalui layanan pelanggan; kami akan meninjau banding tersebut dan memberi tahu Anda hasilnya.</p>
<h2>5. Koin virtual, hadiah, dan angpao</h2>
<p><strong>Koin virtual, hadiah, dan angpao adalah barang virtual yang hanya dapat digunakan di Tribune. Barang tersebut tidak memiliki nilai tunai, bukan alat pembayaran yang sah, dan tidak dapat ditukar dengan uang, dibawa keluar dari platform, atau diperjualbelikan antarpengguna, kecuali melalui fitur yang kami sediakan.</strong></p>
<ul>
<li>Hadiah langsung terpakai begitu dikirim kepada streamer dan tidak dapat ditarik kembali atau dikembalikan dananya, kecuali hukum menentukan lain.</li>
<li>Angpao yang dikirim di ruang siaran atau obrolan dibagikan kepada pengguna yang mengklaimnya, sesuai aturan yang ditampilkan saat angpao dikirim. <strong>Bagian angpao yang belum diklaim dalam 24 jam akan otomatis dikembalikan ke saldo pengirim.</strong></li>
<li>Jika koin atau barang hilang karena kesalahan di pihak kami, kami akan memulihkannya setelah kesalahan tersebut dipastikan. Kami dapat menarik kembali koin atau barang yang diperoleh melalui celah sistem, penipuan, atau pelanggaran perjanjian ini.</li>
<li>Penghasilan streamer dari hadiah diatur dalam perjanjian streamer tersendiri beserta aturan penyelesaiannya.</li>
</ul>
<h2>6. Kekayaan intelektual</h2>
<p>Nama, logo, perangkat lunak, desain halaman Tribune, serta konten yang kami buat adalah milik kami atau pemberi lisensi kami. Tayangan, skor, dan data pertandingan dapat dimiliki oleh liga, klub, lembaga penyiaran, atau pemegang hak lainnya, dan ditampilkan berdasarkan lisensi atau sejauh diizinkan oleh hukum.</p>
<p>Streamer tetap memegang hak atas siaran, komentar, dan citra diri mereka sendiri. Dengan bersiaran di Tribune, streamer memberi kami lisensi non-eksklusif, berlaku di seluruh dunia, dan bebas royalti untuk menyimpan, mentransmisikan, merekam, dan memutar ulang siaran beserta cuplikannya, serta menggunakannya untuk mempromosikan platform. <strong>Streamer dilarang menyiarkan ulang pertandingan atau konten lain yang tidak berhak mereka tayangkan.</strong> Kami akan menghapus konten yang melanggar setelah pemegang hak memberi tahu kami dengan rincian yang cukup untuk menemukannya, dan kami dapat menutup akun pelanggar berulang.</p>
<h2>7. Anak di bawah umur</h2>
<p>Tribune ditujukan bagi pengguna berusia 18 tahun ke atas. Jika Anda berusia di bawah 18 tahun, Anda hanya boleh menggunakan layanan dengan persetujuan dan di bawah pengawasan orang tua atau wali, serta tidak boleh mengajukan diri menjadi streamer, membeli koin virtual, atau mengirim hadiah maupun angpao. Orang tua atau wali yang meyakini bahwa anak di bawah umur telah melakukan pembelian tanpa persetujuan dapat menghubungi kami, dan kami akan menanganinya sesuai hukum.</p>
<h2>8. Penangguhan dan pengakhiran</h2>
<p>Anda dapat berhenti menggunakan layanan kapan saja dan dapat meminta layanan pelanggan untuk menutup akun Anda. Setelah akun ditutup, datanya diperlakukan sebagaimana dijelaskan dalam kebijakan privasi, dan <strong>koin virtual yang tersisa di dalamnya tidak dapat dikembalikan dananya, kecuali hukum menentukan lain.</strong></p>
<p>Kami dapat menangguhkan atau menutup akun, dengan pemberitahuan sebelumnya bila memungkinkan, jika Anda melanggar perjanjian ini secara serius atau berulang, jika diwajibkan oleh hukum atau pihak berwenang, atau jika akun tidak digunakan selama lebih dari dua tahun. Ketentuan yang menurut sifatnya tetap berlaku setelah pengakhiran, seperti ketentuan tentang kekayaan intelektual dan tanggung jawab, tetap berlaku.</p>
<h2>9. Penafian dan batasan tanggung jawab</h2>
<p>Layanan disediakan "sebagaimana adanya". Siaran langsung bergantung pada jaringan, sinyal pihak ketiga, dan streamer, sehingga dapat tertunda, terputus, atau berkualitas lebih rendah; kami tidak menjamin bahwa suatu pertandingan atau ruang siaran tersedia pada waktu tertentu. Skor, statistik, dan pendapat yang disampaikan streamer atau pengguna hanya sebagai referensi dan bukan merupakan nasihat profesional dalam bentuk apa pun.</p>
<p><strong>Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau konsekuensial, atas konten yang diposting pengguna atau streamer, maupun atas kerugian akibat peristiwa di luar kendali wajar kami, seperti gangguan jaringan, serangan siber, atau tindakan pihak berwenang. Total tanggung jawab kami kepada Anda atas klaim apa pun dibatasi sebesar jumlah yang Anda bayarkan kepada kami dalam tiga bulan sebelum klaim tersebut timbul.</strong> Tidak ada ketentuan dalam perjanjian ini yang mengecualikan tanggung jawab yang menurut hukum tidak dapat dikecualikan.</p>
<h2>10. Perubahan perjanjian</h2>
<p>Kami dapat memperbarui perjanjian ini jika layanan kami atau hukum yang berlaku berubah. Versi baru akan kami terbitkan di halaman ini dengan tanggal "terakhir diperbarui" yang baru, dan untuk perubahan penting kami juga akan memberi tahu Anda di situs sebelum perubahan tersebut berlaku. Jika Anda tetap menggunakan layanan setelah perubahan berlaku, berarti Anda menerima versi baru; jika Anda tidak setuju, harap berhenti menggunakan layanan dan tutup akun Anda.</p>
<h2>11. Hukum yang berlaku dan kontak</h2>
<p>Perjanjian ini tunduk pada hukum di tempat pengelola Tribune terdaftar, tanpa mengurangi perlindungan konsumen yang bersifat wajib di negara tempat Anda tinggal. Setiap sengketa akan lebih dahulu diupayakan penyelesaiannya secara musyawarah; jika tidak berhasil, masing-masing pihak dapat mengajukannya ke pengadilan yang berwenang.</p>
<p>Untuk pertanyaan, keluhan, atau banding, hubungi layanan pelanggan di situs atau kirim email ke <strong>support@tribune.example</strong>. Kami berupaya membalas dalam 7 hari kerja.</p>
`.trim(),
};

export const privacy = {
  title: 'Kebijakan Privasi Tribune',
  html: `
<p>Kebijakan privasi ini menjelaskan informasi pribadi apa yang dikumpulkan Tribune ("kami") saat Anda menggunakan situs web dan layanan kami, alasan pengumpulannya, berapa lama disimpan, dengan siapa dibagikan, serta hak-hak Anda. Harap baca kebijakan ini bersama Perjanjian Layanan Pengguna. Dengan menggunakan Tribune, Anda menyatakan telah membaca dan memahami kebijakan ini.</p>
<h2>1. Informasi yang kami kumpulkan</h2>
<p><strong>Informasi yang Anda berikan:</strong></p>
<ul>
<li>nomor ponsel dan kode area, untuk mendaftar, masuk, dan memastikan identitas Anda melalui kode SMS;</li>
<li>nama pengguna dan kata sandi (kami hanya menyimpan hash kata sandi yang diberi salt, tidak pernah kata sandinya sendiri);</li>
<li>kolom profil yang Anda pilih untuk diisi: nama panggilan, jenis kelamin, tanggal lahir, provinsi dan kota, tinggi badan, berat badan, status hubungan, hobi, dan perkenalan diri;</li>
<li>foto profil Anda dan foto lain yang Anda unggah, misalnya saat mengajukan diri menjadi streamer;</li>
<li>pesan yang Anda kirim di ruang obrolan siaran langsung, pesan pribadi dan grup, serta laporan dan banding yang Anda kirimkan kepada kami.</li>
</ul>
<p><strong>Informasi yang dikumpulkan secara otomatis:</strong></p>
<ul>
<li>hash perangkat: pengenal yang dihitung dari karakteristik browser dan perangkat Anda dan disimpan di browser, digunakan untuk mengenali perangkat demi keamanan;</li>
<li>token notifikasi push, jika Anda mengizinkan notifikasi di browser;</li>
<li>data log, seperti alamat IP dan perkiraan wilayah yang diturunkan darinya, jenis browser, bahasa, halaman yang dikunjungi, dan waktu akses;</li>
<li>catatan aktivitas Anda di platform, seperti streamer yang Anda ikuti, pertandingan yang Anda pesan, serta transaksi hadiah, angpao, dan koin.</li>
</ul>
<h2>2. Cara kami menggunakan informasi Anda</h2>
<ul>
<li>untuk membuat dan melindungi akun Anda: memverifikasi nomor ponsel, memproses login, mendeteksi login yang tidak biasa, serta mencegah penipuan dan pembajakan akun;</li>
<li>untuk menyediakan layanan: menampilkan profil publik Anda, mengirimkan pesan obrolan dan pesan pribadi, mengingatkan pertandingan yang Anda pesan, dan memberi tahu saat streamer yang Anda ikuti mulai siaran;</li>
<li>untuk meninjau pengajuan streamer, memoderasi konten, menerapkan pembisuan dan pemblokiran, serta menangani laporan dan banding;</li>
<li>untuk memproses hadiah, angpao, dan saldo koin, termasuk mengembalikan angpao yang tidak diklaim dalam 24 jam;</li>
<li>untuk menampilkan situs dalam bahasa dan wilayah Anda, serta mengukur dan meningkatkan kinerja dan memperbaiki gangguan;</li>
<li>untuk memenuhi kewajiban hukum kami dan menanggapi permintaan sah dari pihak berwenang.</li>
</ul>
<p><strong>Kami tidak menjual informasi pribadi Anda, dan kami tidak menggunakan isi pesan pribadi Anda untuk iklan.</strong></p>
<h2>3. Berapa lama kami menyimpannya</h2>
<ul>
<li>informasi akun dan profil: selama akun Anda ada, lalu dihapus atau dianonimkan dalam 30 hari setelah akun ditutup, kecuali hukum mewajibkan kami menyimpannya lebih lama;</li>
<li>pesan ruang obrolan siaran langsung: hingga 180 hari; pesan pribadi dan grup: sampai percakapan dihapus atau akun yang terlibat ditutup;</li>
<li>kode verifikasi SMS: kedaluwarsa setelah 5 menit, lalu dihapus;</li>
<li>log login dan catatan keamanan: hingga 6 bulan;</li>
<li>catatan koin, hadiah, dan angpao: selama diwajibkan oleh peraturan akuntansi dan perpajakan, biasanya 5 tahun;</li>
<li>catatan pembisuan dan pemblokiran: selama diperlukan untuk menegakkannya, karena pemblokiran dapat berlaku untuk nomor ponsel atau perangkat.</li>
</ul>
<h2>4. Dengan siapa kami membagikannya</h2>
<p>Kami hanya membagikan informasi pribadi sejauh diperlukan untuk menjalankan layanan:</p>
<ul>
<li><strong>penyedia layanan SMS</strong> menerima nomor ponsel Anda dan kode verifikasi agar dapat mengirimkannya;</li>
<li><strong>layanan notifikasi push</strong> (layanan push browser Anda, seperti yang dikelola Google, Mozilla, Apple, atau Microsoft) menerima token push Anda dan notifikasi terenkripsi agar dapat mengirimkannya;</li>
<li>penyedia hosting dan penyimpanan menyimpan data atas nama kami, berdasarkan kontrak dan hanya sesuai instruksi kami;</li>
<li>pengguna lain dapat melihat apa yang Anda jadikan publik: nama panggilan, foto profil, kolom profil publik, dan pesan yang Anda kirim di ruang siaran dan obrolan grup;</li>
<li>pihak berwenang, jika diwajibkan oleh hukum atau jika diperlukan untuk melindungi hak, harta benda, atau keselamatan pengguna maupun masyarakat;</li>
<li>pihak penerus jika terjadi merger atau akuisisi, yang wajib tetap melindungi informasi Anda sesuai kebijakan ini.</li>
</ul>
<p>Jika salah satu penyedia tersebut berada di negara lain, kami mengambil langkah yang memadai agar informasi Anda tetap terlindungi.</p>
<h2>5. Cookie dan penyimpanan lokal</h2>
<p>Tribune tidak menggunakan cookie iklan atau cookie pelacakan pihak ketiga. Sebagai gantinya, Tribune menyimpan sedikit data di penyimpanan lokal dan basis data browser Anda:</p>
<ul>
<li>token login, agar Anda tetap masuk;</li>
<li>bahasa pilihan Anda;</li>
<li>pengenal perangkat Anda;</li>
<li>cache pesan terbaru dan sumber daya situs, agar halaman dimuat dengan cepat dan tetap berfungsi saat koneksi terputus.</li>
</ul>
<p>Anda dapat menghapus data ini kapan saja melalui pengaturan browser. Setelah itu Anda akan keluar dari akun, dan beberapa fitur tidak akan berfungsi sampai Anda masuk kembali.</p>
<h2>6. Hak-hak Anda</h2>
<p>Sesuai hukum di tempat Anda tinggal, Anda berhak untuk:</p>
<ul>
<li>mengakses informasi pribadi Anda dan memperoleh salinannya;</li>
<li>memperbaiki informasi Anda; sebagian besar kolom profil dapat Anda ubah sendiri di halaman informasi pribadi;</li>
<li>meminta penghapusan informasi Anda atau penutupan akun;</li>
<li>menarik persetujuan, misalnya dengan menonaktifkan notifikasi di browser;</li>
<li>menolak atau membatasi pemrosesan tertentu, serta mengajukan pengaduan kepada otoritas pelindungan data.</li>
</ul>
<p>Untuk menggunakan hak-hak tersebut, hubungi kami melalui kontak di bawah. Kami mungkin meminta Anda memverifikasi identitas terlebih dahulu, dan kami akan membalas dalam 15 hari kerja.</p>
<h2>7. Keamanan</h2>
<p>Kami melindungi informasi Anda dengan langkah teknis dan organisasi, termasuk koneksi terenkripsi (HTTPS), kata sandi yang di-hash, kontrol akses yang membatasi akses staf hanya bagi yang memerlukannya, serta pemantauan login yang tidak biasa. Tidak ada sistem yang sepenuhnya aman, jadi gunakan kata sandi yang kuat, jangan pernah membagikan kode SMS Anda, dan segera beri tahu kami jika Anda melihat hal yang mencurigakan. Jika terjadi insiden keamanan yang memengaruhi informasi Anda, kami akan memberi tahu Anda dan pihak berwenang sebagaimana diwajibkan oleh hukum.</p>
<h2>8. Anak di bawah umur</h2>
<p>Jika Anda berusia di bawah 18 tahun, bacalah kebijakan ini bersama orang tua atau wali Anda. Kami tidak dengan sengaja mengumpulkan informasi pribadi anak di bawah 14 tahun tanpa persetujuan orang tua atau wali; jika kami mengetahui hal itu terjadi, kami akan segera menghapusnya.</p>
<h2>9. Perubahan kebijakan ini</h2>
<p>Kami dapat memperbarui kebijakan ini jika layanan kami atau hukum yang berlaku berubah. Versi baru akan kami terbitkan di halaman ini dengan tanggal "terakhir diperbarui" yang baru, dan untuk perubahan penting kami juga akan memberi tahu Anda di situs sebelum perubahan tersebut berlaku.</p>
<h2>10. Hubungi kami</h2>
<p>Untuk pertanyaan atau permintaan terkait informasi pribadi Anda, kirim email ke <strong>privacy@tribune.example</strong> atau hubungi layanan pelanggan di situs. Kami akan membalas dalam 15 hari kerja.</p>
`.trim(),
};
