/** Indonesian anchor guides: live tutorial, live rules and FAQ (seed data of 0012-live-guides). */
import type { RichTextSource } from '../serviceAgreement';

export const tutorial: RichTextSource = {
  title: 'Cara memulai live: tutorial untuk streamer baru',
  html: `
<p>Tutorial ini memandu Anda melakukan siaran pertama di Tribune, mulai dari menyiapkan room hingga melihat data setelah siaran selesai. Contoh di sini memakai OBS Studio, tetapi encoder lain yang dapat mengirim RTMP bekerja dengan cara yang sama. Untuk pertama kali, sisihkan waktu sekitar 15 menit.</p>
<h2>1. Sebelum memulai</h2>
<p>Siapkan hal-hal berikut:</p>
<ul>
<li><strong>Akun streamer yang sudah disetujui.</strong> Halaman Pengaturan live dan Data live baru dapat dibuka setelah layanan pelanggan menyetujui pendaftaran streamer Anda. Anda akan menerima SMS begitu pendaftaran disetujui.</li>
<li><strong>Encoder.</strong> Kami menyarankan OBS Studio, yang gratis untuk Windows, macOS, dan Linux dan dapat diunduh di <a href="https://obsproject.com">obsproject.com</a>. Encoder RTMP lain juga bisa dipakai.</li>
<li><strong>Kamera dan mikrofon.</strong> Webcam dan headset sudah cukup untuk memulai. Untuk komentar pertandingan, suara yang jernih lebih penting daripada gambar yang sempurna.</li>
<li><strong>Jaringan yang stabil.</strong> Kecepatan unggah (upload) harus minimal 1,5 kali bitrate yang Anda pilih: untuk 3000 Kbps, Anda memerlukan kecepatan unggah minimal 4,5 Mbps. Koneksi kabel biasanya lebih stabil daripada Wi-Fi.</li>
</ul>
<h2>2. Siapkan room live Anda</h2>
<p>Buka halaman <strong>Pengaturan live</strong> di Pusat streamer dan isi informasi room. Penonton melihat informasi ini sebelum masuk ke room Anda, jadi isilah dengan jelas dan jujur.</p>
<ul>
<li><strong>Nama room</strong>: nama yang singkat dan mudah diingat.</li>
<li><strong>Judul</strong>: apa yang Anda siarkan hari ini, misalnya pertandingan yang Anda bawakan.</li>
<li><strong>Sampul</strong>: gambar JPG, PNG, atau WebP yang dipotong dengan rasio layar lebar 16:9. Pilih gambar yang tajam dan tetap mudah dikenali dalam ukuran kecil.</li>
<li><strong>Perkenalan</strong>: siapa Anda dan konten apa yang biasanya Anda siarkan.</li>
<li><strong>Pengumuman</strong>: jadwal siaran, aturan room, atau kabar singkat untuk penonton.</li>
</ul>
<p>Perubahan langsung terlihat oleh penonton. Di halaman yang sama terdapat <strong>Pustaka pertandingan</strong>, yang menampilkan pertandingan mendatang dan yang sedang berlangsung. Reservasi pertandingan yang akan Anda bawakan; pertandingan tersebut akan bertanda <strong>Direservasi</strong>. Selama Anda live pada pertandingan yang direservasi, room Anda tampil di halaman live pertandingan itu, tempat para penggemar mencari komentator.</p>
<h2>3. Salin alamat push dan kode live Anda</h2>
<p>Di Pengaturan live terdapat dua nilai yang disamarkan:</p>
<ul>
<li><strong>Alamat push (URL server)</strong>, bentuknya seperti rtmp://&lt;host situs&gt;:1935/live.</li>
<li><strong>Kode live (stream key)</strong>, deretan karakter acak yang panjang dan menandai Anda sebagai pemilik room.</li>
</ul>
<ol>
<li>Klik <strong>Tampilkan</strong> untuk melihat nilainya.</li>
<li>Klik <strong>Salin</strong> untuk menyalinnya ke clipboard. Jangan mengetik ulang secara manual agar tidak ada karakter yang salah atau spasi yang ikut tersalin.</li>
<li>Tempelkan ke encoder Anda, seperti dijelaskan pada langkah berikutnya.</li>
</ol>
<p><strong>Rahasiakan kode live Anda.</strong> Siapa pun yang mengetahuinya dapat bersiaran di room Anda atas nama Anda. Jangan tampilkan di layar, jangan kirim lewat chat, dan tutup jendela pengaturan sebelum membagikan layar. Jika kode bocor, klik <strong>Reset kode live</strong>: Anda langsung mendapat kode baru, kode lama seketika tidak berlaku, dan siaran yang memakai kode lama dihentikan. Setelah itu, tempelkan kode baru ke OBS.</p>
<p>Setiap streamer hanya memiliki satu kode live, dan satu kode hanya dapat dipakai oleh satu siaran dalam satu waktu. Encoder kedua yang memakai kode yang sama akan ditolak.</p>
<h2>4. Atur OBS</h2>
<p>Buka OBS Studio, klik <strong>Settings</strong> di panel Controls (kanan bawah), lalu atur bagian-bagian berikut secara berurutan:</p>
<ol>
<li><strong>Settings › Stream</strong>: pilih Service "Custom...", isi Server dengan alamat push, dan isi Stream Key dengan kode live.</li>
<li><strong>Settings › Output</strong>: ubah Output Mode menjadi "Advanced", lalu buka tab Streaming:
<ul>
<li>Encoder: x264, atau encoder perangkat keras NVIDIA NVENC H.264, Intel QuickSync H.264, atau Apple VT H.264. Selalu pilih encoder H.264.</li>
<li>Rate Control: CBR.</li>
<li>Bitrate: 2500–4500 Kbps untuk 720p, atau 4500–6000 Kbps untuk 1080p. Jangan pernah lebih dari 6000 Kbps.</li>
<li>Keyframe Interval: 1 s.</li>
<li>CPU Usage Preset: veryfast (khusus x264).</li>
<li>Profile: high.</li>
<li>Tune: zerolatency (opsional).</li>
</ul>
</li>
<li><strong>Audio</strong>: gunakan AAC dengan Audio Bitrate 128 Kbps (tab Audio di Settings › Output), lalu di Settings › Audio atur Sample Rate ke 48 kHz dan Channels ke "Stereo".</li>
<li><strong>Settings › Video</strong>: atur Output (Scaled) Resolution ke 1280x720 atau 1920x1080, dan Common FPS Values ke 30 (atau 60 untuk olahraga yang bergerak cepat).</li>
<li><strong>Settings › Advanced</strong>: aktifkan Automatically Reconnect.</li>
</ol>
<p>Klik OK. Tambahkan kamera, mikrofon, dan tangkapan layar Anda di panel Sources, lalu pastikan indikator mikrofon di Audio Mixer bergerak saat Anda berbicara.</p>
<p>Mengapa pengaturan ini penting? Tribune <strong>tidak melakukan transcoding</strong>: penonton menerima persis apa yang dikirim encoder Anda. Browser hanya dapat memutar video H.264 (AVC) dan audio AAC melalui HLS kami, sehingga HEVC/H.265, AV1, dan VP9 tidak didukung. Keyframe Interval 1 detik menjaga jeda tetap rendah, karena segmen HLS kami dipotong tepat pada keyframe.</p>
<h2>5. Mulai live</h2>
<ol>
<li>Klik <strong>Start Streaming</strong> di OBS.</li>
<li>Tunggu beberapa detik. Room Anda otomatis menjadi live; Anda tidak perlu menekan tombol apa pun di Tribune. Pengikut Anda menerima notifikasi bahwa Anda mulai live.</li>
<li>Buka room Anda di tab browser, bisukan tab tersebut agar suara tidak bergema, lalu periksa gambar, suara, dan chat.</li>
</ol>
<p>Penonton melihat siaran Anda dengan jeda sekitar 2–5 detik. Ingat hal ini saat membalas chat atau mengomentari momen pertandingan yang sedang berlangsung.</p>
<h2>6. Akhiri siaran</h2>
<p>Klik <strong>Stop Streaming</strong> di OBS, dan room Anda otomatis menjadi offline. Room juga otomatis offline jika encoder tidak mengirim data apa pun selama 10 detik, misalnya saat koneksi internet terputus.</p>
<p>Jika Automatically Reconnect aktif, OBS akan mencoba tersambung kembali dengan sendirinya, dan room Anda kembali live secara otomatis begitu data mengalir lagi. Anda tidak perlu mengubah apa pun di Tribune.</p>
<h2>7. Encoder lain dan ponsel</h2>
<p>Setiap encoder yang mendukung RTMP dapat dipakai dengan alamat push dan kode live yang sama. Untuk ffmpeg, tambahkan kode live di akhir alamat push setelah garis miring, misalnya:</p>
<p><strong>ffmpeg -re -i input.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 30 -b:v 3000k -c:a aac -b:a 128k -f flv rtmp://&lt;host situs&gt;:1935/live/&lt;kode live&gt;</strong></p>
<p>Ganti input.mp4 dengan sumber Anda. Opsi -g 30 menghasilkan keyframe setiap 30 frame, yaitu setiap 1 detik pada 30 fps; untuk 60 fps gunakan -g 60.</p>
<p>Di ponsel, gunakan aplikasi apa pun yang dapat mengirim RTMP ke server khusus, misalnya Larix Broadcaster. Buat koneksi baru dengan alamat push dan kode live yang sama (beberapa aplikasi meminta keduanya digabung menjadi satu URL, seperti pada contoh ffmpeg di atas), pilih H.264 dan AAC, lalu atur keyframe 1 detik dan bitrate sesuai rekomendasi.</p>
<h2>8. Setelah siaran</h2>
<p>Buka halaman <strong>Data live</strong> untuk melihat hasil siaran Anda:</p>
<ul>
<li><strong>Riwayat live</strong> per hari: tanggal, puncak popularitas (jumlah penonton terbanyak yang menonton secara bersamaan pada hari itu), dan durasi live.</li>
<li><strong>Statistik bulanan</strong>: total durasi live dan kategori yang paling sering Anda siarkan.</li>
</ul>
<p>Data diperbarui segera setelah setiap siaran berakhir, dan juga oleh proses harian antara pukul 00.00 dan 06.00. Hadiah yang Anda terima tercatat di pendapatan pada Pusat streamer.</p>
<p>Sebelum siaran berikutnya, luangkan waktu untuk membaca Aturan live streaming dan FAQ live streaming. Selamat bersiaran!</p>
`,
};

export const specification: RichTextSource = {
  title: 'Aturan live streaming',
  html: `
<p>Aturan ini menjaga Tribune tetap menjadi tempat yang adil dan aman bagi streamer maupun penonton. Bacalah dengan saksama sebelum live pertama Anda. Pelanggaran dapat berujung pada tindakan yang dijelaskan di bagian 9.</p>
<h2>1. Ruang lingkup</h2>
<p>Aturan ini berlaku bagi semua streamer dan untuk semua yang disiarkan atau ditampilkan di room mereka, termasuk chat dan informasi room. Aturan ini merupakan tambahan atas Perjanjian Layanan Pengguna, yang tetap berlaku sepenuhnya.</p>
<p>Platform dapat memperbarui aturan ini sewaktu-waktu. Versi terbaru yang diterbitkan di platform selalu berlaku, dan dengan tetap bersiaran setelah pembaruan, Anda dianggap menyetujuinya.</p>
<h2>2. Akun dan kode live Anda</h2>
<ul>
<li>Satu akun streamer hanya untuk satu orang, yaitu orang yang pengajuannya telah disetujui. Tamu boleh tampil dalam siaran Anda, tetapi pemilik akun tetap bertanggung jawab atas seluruh siaran.</li>
<li>Jangan pernah meminjamkan, menyewakan, menjual, atau mengalihkan akun Anda, dan jangan pernah membagikan kode live Anda. Semua yang disiarkan dengan kode Anda menjadi tanggung jawab Anda. Jika kode bocor, segera reset.</li>
<li>Informasi profil Anda, termasuk data pengajuan dan foto, harus benar dan selalu diperbarui.</li>
</ul>
<h2>3. Konten yang boleh disiarkan</h2>
<p>Tribune dibuat untuk para penggemar olahraga. Kami menyambut konten seperti:</p>
<ul>
<li>komentar olahraga, analisis, ulasan sebelum dan sesudah pertandingan, dengan suara dan kamera Anda sendiri;</li>
<li>obrolan nonton bareng: Anda membahas pertandingan sambil tampil lewat kamera sendiri, bukan lewat sinyal siaran resmi;</li>
<li>acara studio, diskusi, dan wawancara dengan tamu;</li>
<li>pertandingan esports yang Anda mainkan sendiri;</li>
<li>konten lain yang Anda miliki atau yang haknya Anda pegang.</li>
</ul>
<h2>4. Konten yang dilarang</h2>
<p>Anda dilarang menyiarkan, menampilkan, mengucapkan, atau menautkan hal-hal berikut:</p>
<ul>
<li>siaran ulang sinyal siaran resmi pertandingan atau konten berhak cipta lainnya tanpa hak;</li>
<li>promosi perjudian, odds taruhan, pengaturan skor, atau tipster berbayar;</li>
<li>pornografi, ketelanjangan, atau tindakan yang bernuansa seksual;</li>
<li>kekerasan, aksi berbahaya, atau tindakan melukai diri sendiri;</li>
<li>ujaran kebencian, pelecehan, atau diskriminasi;</li>
<li>anak di bawah umur yang bersiaran sendirian, atau eksploitasi anak di bawah umur dalam bentuk apa pun;</li>
<li>narkoba, minum alkohol secara berlebihan, atau merokok di depan kamera;</li>
<li>iklan, informasi kontak, kode QR, atau tautan ke platform lain;</li>
<li>penipuan, termasuk giveaway palsu, meminta uang di luar platform, atau janji palsu sebagai imbalan hadiah atau angpao;</li>
<li>judul, sampul, atau pengumuman yang menyesatkan;</li>
<li>menaikkan jumlah penonton, pengikut, atau popularitas secara tidak wajar;</li>
<li>merekam atau menampilkan orang lain tanpa persetujuan mereka;</li>
<li>konten apa pun yang melanggar hukum di tempat Anda bersiaran.</li>
</ul>
<h2>5. Informasi room</h2>
<p>Nama room, judul, sampul, perkenalan, dan pengumuman harus sesuai dengan apa yang Anda siarkan. Judul yang menyebut pertandingan yang tidak Anda bawakan, atau sampul yang menampilkan hal lain, dianggap menyesatkan. Sampul tidak boleh berisi iklan atau kode QR, dan informasi room lainnya tidak boleh berisi informasi kontak atau tautan ke platform lain.</p>
<h2>6. Ruang chat Anda</h2>
<p>Anda bertanggung jawab atas chat di room Anda. Gunakan alat moderasi yang tersedia:</p>
<ul>
<li>bisukan penonton yang melanggar aturan, atau gunakan Bisukan semua saat chat tidak terkendali;</li>
<li>masukkan pengganggu ke daftar blokir untuk mengeluarkan mereka dari chat;</li>
<li>angkat admin ruang yang tepercaya dan asisten kecil Anda untuk membantu mengelola chat.</li>
</ul>
<p>Jangan menghasut penonton untuk menyerang streamer lain, tim, pemain, atau pengguna lain, dan jangan mengajak mereka membanjiri room lain.</p>
<h2>7. Hadiah dan angpao</h2>
<ul>
<li>Hadiah bersifat sukarela. Jangan pernah menuntut, memaksa, atau mengemis hadiah. Berterima kasih kepada pengirim hadiah tentu boleh.</li>
<li>Dilarang memperjualbelikan atau menukar koin di luar platform, atau meminta pembayaran pribadi dari penonton.</li>
<li>Angpao hanya boleh dikirim sebagai hadiah sungguhan bagi penonton Anda, bukan sebagai umpan untuk menarik penonton ke platform lain atau sebagai hadiah taruhan.</li>
</ul>
<h2>8. Kualitas teknis</h2>
<ul>
<li>Kirim video H.264 dan audio AAC. Kami tidak melakukan transcoding, sehingga format lain tidak dapat ditonton.</li>
<li>Jaga bitrate tetap stabil dan dalam rentang yang disarankan di tutorial live, tidak lebih dari 6000 Kbps.</li>
<li>Siaran yang menampilkan gambar diam atau layar hitam, atau memutar rekaman yang sama secara berulang, selama lebih dari 10 menit dapat dihentikan.</li>
</ul>
<h2>9. Penegakan aturan</h2>
<p>Tergantung pada tingkat keseriusan pelanggaran dan apakah pelanggaran diulangi, platform dapat mengambil tindakan berikut:</p>
<ul>
<li>peringatan;</li>
<li>penghentian siaran;</li>
<li>pemblokiran sementara selama 1, 7, atau 30 hari;</li>
<li>pemblokiran permanen.</li>
</ul>
<p>Pemblokiran langsung menghentikan siaran yang sedang berjalan, dan selama diblokir streamer tidak dapat masuk ke akunnya. Pelanggaran berat dapat langsung dikenai pemblokiran permanen tanpa peringatan terlebih dahulu. <strong>Pendapatan yang diperoleh melalui pelanggaran dapat ditahan.</strong></p>
<p>Jika Anda yakin suatu keputusan keliru, ajukan banding ke layanan pelanggan dalam waktu 7 hari sejak keputusan tersebut dan jelaskan alasan Anda. Kami akan meninjau banding tersebut dan memberi tahu hasilnya.</p>
`,
};

export const question: RichTextSource = {
  title: 'FAQ live streaming',
  html: `
<p>Berikut jawaban atas pertanyaan yang paling sering diajukan streamer. Jika pertanyaan Anda tidak ada di sini, baca tutorial live atau hubungi layanan pelanggan.</p>
<h2>Memulai live</h2>
<h3>Saya sudah menjalankan OBS, tetapi room saya tidak live.</h3>
<p>Room otomatis live beberapa detik setelah encoder mulai mengirim data. Jika setelah setengah menit room masih offline, periksa hal-hal berikut:</p>
<ul>
<li>Server dan Stream Key disalin persis dari Pengaturan live dengan tombol Salin, tanpa spasi di awal atau di akhir.</li>
<li>Akun streamer Anda sudah disetujui dan tidak sedang diblokir.</li>
<li>Kode live belum direset sejak Anda menempelkannya. Jika sudah, tempelkan kode yang baru.</li>
<li>Tidak ada encoder lain yang sedang memakai kode yang sama; satu kode hanya untuk satu siaran dalam satu waktu.</li>
<li>Jaringan atau firewall Anda mengizinkan koneksi keluar ke port 1935. Sebagian jaringan kantor, sekolah, atau Wi-Fi publik memblokirnya; coba jaringan lain atau hotspot ponsel.</li>
<li>Encoder mengirim video H.264 dan audio AAC.</li>
</ul>
<h3>OBS menampilkan "Failed to connect to server" atau langsung terputus.</h3>
<p>Biasanya server menolak kode live Anda:</p>
<ul>
<li>Kodenya salah atau sudah tidak berlaku, misalnya setelah direset. Salin ulang dari Pengaturan live.</li>
<li>Ada encoder lain yang sedang live dengan kode Anda, misalnya OBS di komputer lain atau aplikasi di ponsel. Hentikan encoder tersebut terlebih dahulu.</li>
<li>Terlalu banyak percobaan dengan kode yang salah dari jaringan yang sama akan diblokir untuk sementara. Perbaiki kodenya, tunggu beberapa menit, lalu coba lagi.</li>
</ul>
<h3>Orang lain mengetahui kode live saya.</h3>
<p>Buka Pengaturan live dan klik Reset kode live. Kode lama langsung tidak berlaku, dan siaran yang memakainya seketika dihentikan. Tempelkan kode baru di OBS (Settings › Stream › Stream Key) dan di perangkat lain yang Anda gunakan.</p>
<h3>Berapa lama jeda siaran?</h3>
<p>Biasanya 2–5 detik. Atur Keyframe Interval ke 1 detik: segmen HLS kami dipotong pada keyframe, sehingga interval yang lebih panjang membuat jeda juga lebih panjang. Penonton dengan jaringan lambat bisa tertinggal beberapa detik lagi.</p>
<h3>Mengapa room saya tiba-tiba offline?</h3>
<p>Room menjadi offline secara otomatis jika:</p>
<ul>
<li>Anda atau encoder menghentikan siaran;</li>
<li>encoder tidak mengirim data selama 10 detik, misalnya karena koneksi terputus atau komputer kelebihan beban;</li>
<li>akun Anda diblokir atau kode live direset, yang langsung menghentikan siaran.</li>
</ul>
<p>Aktifkan Automatically Reconnect di Settings › Advanced agar OBS tersambung kembali setelah gangguan singkat; room Anda akan kembali live dengan sendirinya.</p>
<h2>Gambar dan suara</h2>
<h3>Penonton melihat layar hitam atau tidak mendengar suara.</h3>
<ul>
<li>Pastikan encoder mengirim video H.264 dan audio AAC. HEVC/H.265, AV1, dan VP9 tidak didukung: browser tidak dapat memutarnya melalui HLS kami, dan kami tidak melakukan transcoding.</li>
<li>Periksa apakah scene di OBS berisi sumber yang terlihat (ikon mata aktif) dan pratinjau menampilkan gambar.</li>
<li>Periksa apakah mikrofon muncul di Audio Mixer, tidak dibisukan, dan indikatornya bergerak saat Anda berbicara.</li>
<li>Pastikan Keyframe Interval diatur ke 1 detik, bukan 0 (otomatis).</li>
</ul>
<h3>Resolusi dan bitrate berapa yang sebaiknya saya gunakan?</h3>
<ul>
<li>720p 30 fps: 2500–4500 Kbps.</li>
<li>1080p 30 atau 60 fps: 4500–6000 Kbps.</li>
</ul>
<p>Jangan pernah melebihi 6000 Kbps, dan pastikan kecepatan unggah minimal 1,5 kali bitrate. Jika ragu, mulailah dengan 720p 30 fps pada 3000 Kbps dengan CBR. Jika OBS melaporkan banyak frame yang hilang (dropped frames), turunkan bitrate.</p>
<h3>Bisakah saya live dari ponsel?</h3>
<p>Bisa. Gunakan aplikasi yang dapat mengirim RTMP ke server khusus, misalnya Larix Broadcaster, dengan alamat push dan kode live yang sama. Pilih H.264 dan AAC, keyframe 1 detik, dan bitrate sesuai rekomendasi. Gunakan Wi-Fi yang stabil atau sinyal seluler yang kuat.</p>
<h2>Room Anda</h2>
<h3>Bagaimana agar room saya tampil di halaman pertandingan?</h3>
<p>Di Pengaturan live, buka Pustaka pertandingan dan reservasi pertandingannya; pertandingan itu akan bertanda Direservasi. Selama Anda live pada pertandingan tersebut, room Anda tampil di halaman live pertandingan. Room hanya tampil di sana saat Anda sedang live.</p>
<h3>Bagaimana cara mengganti sampul atau pengumuman?</h3>
<p>Buka Pengaturan live, ubah nama room, judul, sampul, perkenalan, atau pengumuman, lalu simpan. Perubahan langsung terlihat, bahkan saat Anda sedang live. Sampul dipotong dengan rasio layar lebar 16:9 dan harus berformat JPG, PNG, atau WebP.</p>
<h2>Data dan pendapatan</h2>
<h3>Apa itu puncak popularitas?</h3>
<p>Puncak popularitas adalah jumlah penonton terbanyak yang menonton room Anda secara bersamaan pada hari itu. Angka ini bukan jumlah total pengunjung sepanjang hari.</p>
<h3>Bagaimana durasi live dihitung?</h3>
<p>Durasi live dihitung sejak room Anda menjadi live hingga menjadi offline. Riwayat live menampilkan totalnya per hari, sedangkan Statistik bulanan menampilkan total per bulan beserta kategori yang paling sering Anda siarkan.</p>
<h3>Kapan data diperbarui?</h3>
<p>Segera setelah setiap siaran berakhir, dan juga oleh proses harian antara pukul 00.00 dan 06.00. Jika ada angka yang tampak belum tepat, periksa lagi keesokan paginya.</p>
<h3>Di mana saya bisa melihat hadiah yang saya terima?</h3>
<p>Hadiah dari penonton tercatat di pendapatan pada Pusat streamer.</p>
`,
};
