/** Vietnamese anchor guides: live tutorial, live rules and FAQ (seed data of 0012-live-guides). */
import type { RichTextSource } from '../serviceAgreement';

export const tutorial: RichTextSource = {
  title: 'Cách phát trực tiếp: hướng dẫn cho streamer mới',
  html: `
<p>Bài hướng dẫn này đi cùng bạn qua buổi phát đầu tiên trên Tribune, từ khâu thiết lập phòng cho đến xem số liệu sau khi kết thúc. Ví dụ trong bài dùng OBS Studio, nhưng mọi phần mềm phát (encoder) có thể đẩy luồng RTMP đều hoạt động theo cách tương tự. Lần đầu, bạn nên dành khoảng 15 phút.</p>
<h2>1. Trước khi bắt đầu</h2>
<p>Hãy chuẩn bị:</p>
<ul>
<li><strong>Tài khoản streamer đã được duyệt.</strong> Trang Cài đặt phát trực tiếp và Dữ liệu phát trực tiếp chỉ mở sau khi bộ phận chăm sóc khách hàng duyệt hồ sơ streamer của bạn. Bạn sẽ nhận được SMS khi hồ sơ được duyệt.</li>
<li><strong>Phần mềm phát.</strong> Chúng tôi khuyên dùng OBS Studio, miễn phí cho Windows, macOS và Linux, tải tại <a href="https://obsproject.com">obsproject.com</a>. Các phần mềm phát RTMP khác cũng dùng được.</li>
<li><strong>Camera và micro.</strong> Webcam và tai nghe có micro là đủ để bắt đầu. Khi bình luận trận đấu, âm thanh rõ ràng quan trọng hơn hình ảnh hoàn hảo.</li>
<li><strong>Mạng ổn định.</strong> Tốc độ tải lên (upload) phải ít nhất gấp 1,5 lần bitrate bạn chọn: với 3000 Kbps, bạn cần tối thiểu 4,5 Mbps tải lên. Mạng dây thường ổn định hơn Wi-Fi.</li>
</ul>
<h2>2. Thiết lập phòng phát của bạn</h2>
<p>Mở trang <strong>Cài đặt phát trực tiếp</strong> trong Trung tâm streamer và điền thông tin phòng. Người xem nhìn thấy các thông tin này trước khi vào phòng, vì vậy hãy viết rõ ràng và trung thực.</p>
<ul>
<li><strong>Tên phòng</strong>: ngắn gọn, dễ nhớ.</li>
<li><strong>Tiêu đề</strong>: nội dung bạn phát hôm nay, ví dụ trận đấu bạn bình luận.</li>
<li><strong>Ảnh bìa</strong>: ảnh JPG, PNG hoặc WebP, được cắt theo khung hình chữ nhật 16:9. Hãy chọn ảnh sắc nét và vẫn dễ nhận ra khi hiển thị nhỏ.</li>
<li><strong>Giới thiệu</strong>: bạn là ai và thường phát nội dung gì.</li>
<li><strong>Thông báo</strong>: lịch phát, nội quy phòng hoặc tin ngắn gửi người xem.</li>
</ul>
<p>Thay đổi được hiển thị ngay cho người xem. Cũng trên trang này có <strong>Thư viện trận đấu</strong>, liệt kê các trận sắp diễn ra và đang diễn ra. Hãy đặt trước những trận bạn sẽ bình luận; các trận này sẽ hiện trạng thái <strong>Đã đặt trước</strong>. Khi bạn phát trực tiếp trong một trận đã đặt trước, phòng của bạn sẽ xuất hiện trên trang trực tiếp của trận đó, nơi người hâm mộ tìm kiếm bình luận viên.</p>
<h2>3. Sao chép địa chỉ đẩy luồng và mã phát</h2>
<p>Trang Cài đặt phát trực tiếp có hai giá trị được che đi:</p>
<ul>
<li><strong>Địa chỉ đẩy luồng (URL máy chủ)</strong>, có dạng rtmp://&lt;tên miền trang&gt;:1935/live.</li>
<li><strong>Mã phát (stream key)</strong>, một chuỗi ký tự ngẫu nhiên dài giúp nhận diện bạn là chủ phòng.</li>
</ul>
<ol>
<li>Nhấn <strong>Hiện</strong> để xem giá trị.</li>
<li>Nhấn <strong>Sao chép</strong> để chép vào bộ nhớ tạm. Đừng gõ lại bằng tay, để tránh sai ký tự hoặc dính thêm khoảng trắng.</li>
<li>Dán vào phần mềm phát, theo hướng dẫn ở bước tiếp theo.</li>
</ol>
<p><strong>Hãy giữ bí mật mã phát.</strong> Bất kỳ ai có mã đều có thể phát trong phòng của bạn dưới tên bạn. Đừng để mã hiện trên màn hình, đừng gửi qua chat, và hãy đóng cửa sổ cài đặt trước khi chia sẻ màn hình. Nếu mã bị lộ, hãy nhấn <strong>Đặt lại mã phát</strong>: bạn nhận ngay mã mới, mã cũ ngừng hoạt động lập tức và buổi phát đang dùng mã cũ sẽ bị ngắt. Sau đó, dán mã mới vào OBS.</p>
<p>Mỗi streamer chỉ có một mã phát, và mỗi mã chỉ dùng được cho một luồng phát tại một thời điểm. Phần mềm phát thứ hai dùng cùng mã sẽ bị từ chối.</p>
<h2>4. Cấu hình OBS</h2>
<p>Mở OBS Studio, nhấn <strong>Settings</strong> trong bảng Controls (góc dưới bên phải), rồi lần lượt thiết lập như sau:</p>
<ol>
<li><strong>Settings › Stream</strong>: chọn Service "Custom...", điền địa chỉ đẩy luồng vào Server và mã phát vào Stream Key.</li>
<li><strong>Settings › Output</strong>: đổi Output Mode thành "Advanced", rồi mở thẻ Streaming:
<ul>
<li>Encoder: x264, hoặc bộ mã hóa phần cứng NVIDIA NVENC H.264, Intel QuickSync H.264 hay Apple VT H.264. Luôn chọn bộ mã hóa H.264.</li>
<li>Rate Control: CBR.</li>
<li>Bitrate: 2500–4500 Kbps cho 720p, hoặc 4500–6000 Kbps cho 1080p. Tuyệt đối không vượt quá 6000 Kbps.</li>
<li>Keyframe Interval: 1 s.</li>
<li>CPU Usage Preset: veryfast (chỉ với x264).</li>
<li>Profile: high.</li>
<li>Tune: zerolatency (không bắt buộc).</li>
</ul>
</li>
<li><strong>Âm thanh</strong>: dùng AAC với Audio Bitrate 128 Kbps (thẻ Audio trong Settings › Output), sau đó trong Settings › Audio đặt Sample Rate 48 kHz và Channels "Stereo".</li>
<li><strong>Settings › Video</strong>: đặt Output (Scaled) Resolution là 1280x720 hoặc 1920x1080, và Common FPS Values là 30 (hoặc 60 cho các môn thể thao tốc độ cao).</li>
<li><strong>Settings › Advanced</strong>: bật Automatically Reconnect.</li>
</ol>
<p>Nhấn OK. Thêm camera, micro và nguồn quay màn hình trong bảng Sources, rồi kiểm tra thanh âm lượng của micro trong Audio Mixer có nhảy khi bạn nói hay không.</p>
<p>Vì sao các thiết lập này quan trọng? Tribune <strong>không chuyển mã (transcode)</strong>: người xem nhận đúng những gì phần mềm phát của bạn gửi lên. Trình duyệt chỉ phát được video H.264 (AVC) và âm thanh AAC qua HLS của chúng tôi, nên HEVC/H.265, AV1 và VP9 không được hỗ trợ. Keyframe Interval 1 giây giúp giữ độ trễ thấp, vì các phân đoạn HLS của chúng tôi được cắt tại keyframe.</p>
<h2>5. Bắt đầu phát</h2>
<ol>
<li>Nhấn <strong>Start Streaming</strong> trong OBS.</li>
<li>Chờ vài giây. Phòng của bạn tự động lên sóng; bạn không cần nhấn nút nào trên Tribune. Người theo dõi bạn sẽ nhận được thông báo bạn đã lên sóng.</li>
<li>Mở phòng của bạn trong một thẻ trình duyệt, tắt tiếng thẻ đó để tránh tiếng vọng, rồi kiểm tra hình ảnh, âm thanh và khung chat.</li>
</ol>
<p>Người xem thấy bạn chậm hơn thực tế khoảng 2–5 giây. Hãy lưu ý điều này khi trả lời chat hoặc bình luận các tình huống đang diễn ra trên sân.</p>
<h2>6. Kết thúc buổi phát</h2>
<p>Nhấn <strong>Stop Streaming</strong> trong OBS, phòng của bạn sẽ tự chuyển sang ngoại tuyến. Phòng cũng tự ngoại tuyến nếu phần mềm phát không gửi dữ liệu nào trong 10 giây, ví dụ khi mất kết nối mạng.</p>
<p>Nếu đã bật Automatically Reconnect, OBS sẽ tự kết nối lại và phòng của bạn tự lên sóng trở lại ngay khi dữ liệu được gửi tiếp. Bạn không cần thao tác gì trên Tribune.</p>
<h2>7. Phần mềm phát khác và điện thoại</h2>
<p>Mọi phần mềm hỗ trợ RTMP đều dùng được với cùng địa chỉ đẩy luồng và mã phát. Với ffmpeg, hãy nối mã phát vào cuối địa chỉ đẩy luồng sau dấu gạch chéo, ví dụ:</p>
<p><strong>ffmpeg -re -i input.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 30 -b:v 3000k -c:a aac -b:a 128k -f flv rtmp://&lt;tên miền trang&gt;:1935/live/&lt;mã phát&gt;</strong></p>
<p>Thay input.mp4 bằng nguồn của bạn. Tùy chọn -g 30 tạo một keyframe sau mỗi 30 khung hình, tức mỗi 1 giây ở 30 fps; với 60 fps, hãy dùng -g 60.</p>
<p>Trên điện thoại, bạn có thể dùng bất kỳ ứng dụng nào đẩy được luồng RTMP tới máy chủ tùy chỉnh, chẳng hạn Larix Broadcaster. Tạo kết nối mới với cùng địa chỉ đẩy luồng và mã phát (một số ứng dụng yêu cầu ghép cả hai thành một URL như trong ví dụ ffmpeg ở trên), chọn H.264 và AAC, rồi đặt keyframe 1 giây và bitrate theo mức khuyến nghị.</p>
<h2>8. Sau buổi phát</h2>
<p>Mở trang <strong>Dữ liệu phát trực tiếp</strong> để xem kết quả:</p>
<ul>
<li><strong>Lịch sử phát</strong> theo ngày: ngày phát, lượt xem cao nhất (số người xem cùng lúc nhiều nhất trong ngày) và thời lượng phát.</li>
<li><strong>Thống kê theo tháng</strong>: tổng thời lượng phát và danh mục bạn phát nhiều nhất.</li>
</ul>
<p>Số liệu được cập nhật ngay sau mỗi buổi phát, đồng thời bởi một tác vụ hằng ngày chạy trong khoảng từ 0:00 đến 6:00. Quà tặng bạn nhận được sẽ hiện trong mục thu nhập tại Trung tâm streamer.</p>
<p>Trước buổi phát tiếp theo, hãy dành chút thời gian đọc Quy định phát trực tiếp và Câu hỏi thường gặp về phát trực tiếp. Chúc bạn có những buổi phát thật thành công!</p>
`,
};

export const specification: RichTextSource = {
  title: 'Quy định phát trực tiếp',
  html: `
<p>Các quy định này giúp Tribune luôn là nơi công bằng và an toàn cho cả streamer lẫn người xem. Vui lòng đọc kỹ trước buổi phát đầu tiên. Vi phạm có thể dẫn đến các biện pháp xử lý nêu tại mục 9.</p>
<h2>1. Phạm vi áp dụng</h2>
<p>Quy định này áp dụng cho mọi streamer và mọi nội dung được phát hoặc hiển thị trong phòng của họ, kể cả khung chat và thông tin phòng. Quy định này bổ sung cho Thỏa thuận dịch vụ người dùng, vốn vẫn có hiệu lực đầy đủ.</p>
<p>Nền tảng có thể cập nhật quy định này bất cứ lúc nào. Phiên bản mới nhất được công bố trên nền tảng luôn là phiên bản có hiệu lực, và việc bạn tiếp tục phát sau khi cập nhật đồng nghĩa với việc bạn chấp nhận phiên bản đó.</p>
<h2>2. Tài khoản và mã phát của bạn</h2>
<ul>
<li>Mỗi tài khoản streamer chỉ thuộc về một người, là người có hồ sơ đã được duyệt. Khách mời có thể xuất hiện trong buổi phát, nhưng chủ tài khoản chịu trách nhiệm về toàn bộ buổi phát.</li>
<li>Tuyệt đối không cho mượn, cho thuê, bán hay chuyển nhượng tài khoản, và không bao giờ chia sẻ mã phát. Mọi nội dung được phát bằng mã của bạn đều do bạn chịu trách nhiệm. Nếu mã bị lộ, hãy đặt lại ngay.</li>
<li>Thông tin hồ sơ, bao gồm thông tin đăng ký và ảnh, phải trung thực và được cập nhật.</li>
</ul>
<h2>3. Nội dung được phép phát</h2>
<p>Tribune được tạo ra cho người hâm mộ thể thao. Chúng tôi hoan nghênh các nội dung như:</p>
<ul>
<li>bình luận, phân tích thể thao, nhận định trước trận và tổng kết sau trận, bằng giọng nói và camera của chính bạn;</li>
<li>trò chuyện xem cùng: bạn bàn luận về trận đấu và xuất hiện qua camera của mình, không phát lại tín hiệu truyền hình chính thức;</li>
<li>chương trình trường quay, tọa đàm và phỏng vấn khách mời;</li>
<li>các trận esports do chính bạn thi đấu;</li>
<li>nội dung khác do bạn sở hữu hoặc bạn có quyền phát.</li>
</ul>
<h2>4. Nội dung bị cấm</h2>
<p>Bạn không được phát, hiển thị, nói hoặc dẫn liên kết đến những nội dung sau:</p>
<ul>
<li>phát lại tín hiệu truyền hình chính thức của trận đấu hoặc nội dung có bản quyền khác khi không có quyền;</li>
<li>quảng bá cờ bạc, tỷ lệ cá cược, dàn xếp tỷ số hoặc bán "kèo" lấy tiền;</li>
<li>nội dung khiêu dâm, khỏa thân hoặc hành vi gợi dục;</li>
<li>bạo lực, hành động mạo hiểm nguy hiểm hoặc tự gây thương tích;</li>
<li>ngôn từ thù ghét, quấy rối hoặc phân biệt đối xử;</li>
<li>trẻ vị thành niên tự phát sóng một mình, hoặc bóc lột trẻ vị thành niên dưới bất kỳ hình thức nào;</li>
<li>ma túy, uống rượu bia quá mức hoặc hút thuốc trước camera;</li>
<li>quảng cáo, thông tin liên hệ, mã QR hoặc liên kết tới nền tảng khác;</li>
<li>lừa đảo, bao gồm tặng quà giả, xin tiền bên ngoài nền tảng, hoặc hứa hẹn sai sự thật để đổi lấy quà tặng hay lì xì;</li>
<li>tiêu đề, ảnh bìa hoặc thông báo gây hiểu lầm;</li>
<li>tăng ảo số người xem, người theo dõi hoặc độ phổ biến;</li>
<li>quay hoặc hiển thị người khác khi chưa có sự đồng ý của họ;</li>
<li>bất kỳ nội dung nào vi phạm pháp luật nơi bạn phát sóng.</li>
</ul>
<h2>5. Thông tin phòng</h2>
<p>Tên phòng, tiêu đề, ảnh bìa, phần giới thiệu và thông báo phải đúng với nội dung bạn đang phát. Tiêu đề nêu một trận đấu mà bạn không bình luận, hoặc ảnh bìa thể hiện nội dung khác, đều bị coi là gây hiểu lầm. Ảnh bìa không được chứa quảng cáo hay mã QR, và các thông tin phòng khác không được chứa thông tin liên hệ hoặc liên kết tới nền tảng khác.</p>
<h2>6. Khung chat của bạn</h2>
<p>Bạn chịu trách nhiệm về khung chat trong phòng mình. Hãy tận dụng các công cụ quản lý:</p>
<ul>
<li>cấm chat người xem vi phạm, hoặc dùng Cấm chat tất cả khi khung chat mất kiểm soát;</li>
<li>đưa người gây rối vào danh sách chặn để mời họ ra khỏi cuộc trò chuyện;</li>
<li>chỉ định quản trị viên phòng đáng tin cậy và trợ lý nhỏ của bạn để cùng quản lý khung chat.</li>
</ul>
<p>Không kích động người xem công kích streamer khác, đội bóng, cầu thủ hay người dùng khác, và không kêu gọi họ đi spam phòng khác.</p>
<h2>7. Quà tặng và lì xì</h2>
<ul>
<li>Quà tặng là hoàn toàn tự nguyện. Không bao giờ đòi hỏi, gây áp lực hay năn nỉ xin quà. Dĩ nhiên, bạn có thể cảm ơn người đã tặng quà.</li>
<li>Không mua bán hay trao đổi xu bên ngoài nền tảng, và không yêu cầu người xem thanh toán riêng cho bạn.</li>
<li>Chỉ gửi lì xì như phần thưởng thật sự dành cho người xem, không dùng để lôi kéo người xem sang nền tảng khác hay làm giải thưởng cá cược.</li>
</ul>
<h2>8. Chất lượng kỹ thuật</h2>
<ul>
<li>Gửi video H.264 và âm thanh AAC. Chúng tôi không chuyển mã, nên các định dạng khác sẽ không xem được.</li>
<li>Giữ bitrate ổn định, trong khoảng được khuyến nghị ở bài hướng dẫn phát trực tiếp và không vượt quá 6000 Kbps.</li>
<li>Luồng phát chỉ hiển thị hình ảnh tĩnh hoặc màn hình đen, hoặc phát lặp lại cùng một đoạn video, quá 10 phút có thể bị dừng.</li>
</ul>
<h2>9. Xử lý vi phạm</h2>
<p>Tùy theo mức độ nghiêm trọng và việc vi phạm có tái diễn hay không, nền tảng có thể áp dụng các biện pháp sau:</p>
<ul>
<li>cảnh cáo;</li>
<li>ngắt buổi phát;</li>
<li>khóa tài khoản tạm thời 1, 7 hoặc 30 ngày;</li>
<li>khóa tài khoản vĩnh viễn.</li>
</ul>
<p>Khi bị khóa, buổi phát đang diễn ra sẽ bị ngắt ngay lập tức và streamer không thể đăng nhập trong thời gian bị khóa. Vi phạm nghiêm trọng có thể bị khóa vĩnh viễn ngay mà không cần cảnh cáo trước. <strong>Thu nhập có được từ hành vi vi phạm có thể bị giữ lại.</strong></p>
<p>Nếu cho rằng quyết định xử lý chưa chính xác, bạn có thể khiếu nại với bộ phận chăm sóc khách hàng trong vòng 7 ngày kể từ ngày có quyết định, kèm theo lý do. Chúng tôi sẽ xem xét và thông báo kết quả cho bạn.</p>
`,
};

export const question: RichTextSource = {
  title: 'Câu hỏi thường gặp về phát trực tiếp',
  html: `
<p>Dưới đây là câu trả lời cho những thắc mắc streamer hay gặp nhất. Nếu không tìm thấy câu hỏi của bạn, hãy đọc bài hướng dẫn phát trực tiếp hoặc liên hệ bộ phận chăm sóc khách hàng.</p>
<h2>Lên sóng</h2>
<h3>Tôi đã bật OBS nhưng phòng vẫn chưa lên sóng.</h3>
<p>Phòng tự lên sóng vài giây sau khi phần mềm phát bắt đầu gửi dữ liệu. Nếu sau nửa phút phòng vẫn ngoại tuyến, hãy kiểm tra:</p>
<ul>
<li>Server và Stream Key đã được sao chép chính xác từ trang Cài đặt phát trực tiếp bằng nút Sao chép, không có khoảng trắng ở đầu hoặc cuối.</li>
<li>Tài khoản streamer của bạn đã được duyệt và không bị khóa.</li>
<li>Mã phát chưa bị đặt lại kể từ lúc bạn dán vào. Nếu đã đặt lại, hãy dán mã mới.</li>
<li>Không có phần mềm phát nào khác đang dùng cùng mã; mỗi mã chỉ dùng cho một luồng phát tại một thời điểm.</li>
<li>Mạng hoặc tường lửa cho phép kết nối đi ra cổng 1935. Một số mạng ở văn phòng, trường học hoặc Wi-Fi công cộng chặn cổng này; hãy thử mạng khác hoặc điểm phát sóng từ điện thoại.</li>
<li>Phần mềm phát đang gửi video H.264 và âm thanh AAC.</li>
</ul>
<h3>OBS báo "Failed to connect to server" hoặc ngắt kết nối ngay lập tức.</h3>
<p>Thường là do mã phát của bạn bị từ chối:</p>
<ul>
<li>Mã sai hoặc là mã cũ, chẳng hạn sau khi đã đặt lại. Hãy sao chép lại từ trang Cài đặt phát trực tiếp.</li>
<li>Một phần mềm phát khác đang phát bằng mã của bạn, ví dụ OBS trên máy tính khác hoặc ứng dụng trên điện thoại. Hãy dừng nó trước.</li>
<li>Quá nhiều lần thử với mã sai từ cùng một mạng sẽ bị chặn tạm thời. Hãy sửa lại mã, chờ vài phút rồi thử lại.</li>
</ul>
<h3>Người khác đã biết mã phát của tôi.</h3>
<p>Vào trang Cài đặt phát trực tiếp và nhấn Đặt lại mã phát. Mã cũ ngừng hoạt động ngay lập tức, và mọi buổi phát đang dùng mã đó bị ngắt. Sau đó, dán mã mới vào OBS (Settings › Stream › Stream Key) và vào các thiết bị khác bạn sử dụng.</p>
<h3>Độ trễ là bao lâu?</h3>
<p>Thường khoảng 2–5 giây. Hãy đặt Keyframe Interval là 1 giây: các phân đoạn HLS của chúng tôi được cắt tại keyframe, nên khoảng cách keyframe càng dài thì độ trễ càng lớn. Người xem dùng mạng chậm có thể bị trễ thêm vài giây.</p>
<h3>Vì sao phòng của tôi tự ngoại tuyến?</h3>
<p>Phòng tự chuyển sang ngoại tuyến khi:</p>
<ul>
<li>bạn hoặc phần mềm phát dừng phát;</li>
<li>phần mềm phát không gửi dữ liệu trong 10 giây, ví dụ do mất mạng hoặc máy tính quá tải;</li>
<li>tài khoản của bạn bị khóa hoặc mã phát bị đặt lại, khiến buổi phát bị ngắt ngay.</li>
</ul>
<p>Hãy bật Automatically Reconnect trong Settings › Advanced để OBS tự kết nối lại sau những lần mất mạng ngắn; phòng của bạn sẽ tự lên sóng trở lại.</p>
<h2>Hình ảnh và âm thanh</h2>
<h3>Người xem thấy màn hình đen hoặc không nghe thấy tiếng.</h3>
<ul>
<li>Đảm bảo phần mềm phát gửi video H.264 và âm thanh AAC. HEVC/H.265, AV1 và VP9 không được hỗ trợ: trình duyệt không phát được chúng qua HLS của chúng tôi, và chúng tôi không chuyển mã.</li>
<li>Kiểm tra cảnh (scene) trong OBS có nguồn đang hiển thị (biểu tượng con mắt đang bật) và khung xem trước có hình.</li>
<li>Kiểm tra micro có trong Audio Mixer, không bị tắt tiếng và thanh âm lượng có nhảy khi bạn nói.</li>
<li>Đảm bảo Keyframe Interval được đặt là 1 giây, không phải 0 (tự động).</li>
</ul>
<h3>Tôi nên dùng độ phân giải và bitrate nào?</h3>
<ul>
<li>720p 30 fps: 2500–4500 Kbps.</li>
<li>1080p 30 hoặc 60 fps: 4500–6000 Kbps.</li>
</ul>
<p>Không bao giờ vượt quá 6000 Kbps, và tốc độ tải lên cần ít nhất gấp 1,5 lần bitrate. Nếu chưa chắc, hãy bắt đầu với 720p 30 fps ở 3000 Kbps, chế độ CBR. Nếu OBS báo nhiều khung hình bị rớt (dropped frames), hãy giảm bitrate.</p>
<h3>Tôi có thể phát bằng điện thoại không?</h3>
<p>Có. Hãy dùng ứng dụng có thể đẩy luồng RTMP tới máy chủ tùy chỉnh, chẳng hạn Larix Broadcaster, với cùng địa chỉ đẩy luồng và mã phát. Chọn H.264 và AAC, keyframe 1 giây và bitrate theo mức khuyến nghị. Nên dùng Wi-Fi ổn định hoặc sóng di động mạnh.</p>
<h2>Phòng của bạn</h2>
<h3>Làm sao để phòng của tôi hiện trên trang của một trận đấu?</h3>
<p>Trong trang Cài đặt phát trực tiếp, mở Thư viện trận đấu và đặt trước trận đó; trận sẽ hiện trạng thái Đã đặt trước. Khi bạn phát trực tiếp trong trận này, phòng của bạn sẽ được liệt kê trên trang trực tiếp của trận. Phòng chỉ xuất hiện ở đó khi bạn đang lên sóng.</p>
<h3>Làm sao để đổi ảnh bìa hoặc thông báo?</h3>
<p>Vào trang Cài đặt phát trực tiếp, chỉnh tên phòng, tiêu đề, ảnh bìa, phần giới thiệu hoặc thông báo rồi lưu lại. Thay đổi hiển thị ngay, kể cả khi bạn đang phát. Ảnh bìa được cắt theo khung 16:9 và phải ở định dạng JPG, PNG hoặc WebP.</p>
<h2>Số liệu và thu nhập</h2>
<h3>Lượt xem cao nhất là gì?</h3>
<p>Lượt xem cao nhất là số người xem cùng lúc nhiều nhất trong phòng của bạn trong ngày hôm đó. Đây không phải tổng số lượt vào phòng trong cả ngày.</p>
<h3>Thời lượng phát được tính như thế nào?</h3>
<p>Thời lượng phát được tính từ lúc phòng của bạn lên sóng cho đến khi chuyển sang ngoại tuyến. Lịch sử phát hiển thị tổng thời lượng theo ngày, còn Thống kê theo tháng hiển thị tổng theo tháng cùng danh mục bạn phát nhiều nhất.</p>
<h3>Khi nào số liệu được cập nhật?</h3>
<p>Ngay sau mỗi buổi phát, đồng thời bởi một tác vụ hằng ngày chạy trong khoảng từ 0:00 đến 6:00. Nếu một con số trông chưa đúng, hãy kiểm tra lại vào sáng hôm sau.</p>
<h3>Tôi xem quà tặng đã nhận ở đâu?</h3>
<p>Quà tặng từ người xem được hiển thị trong mục thu nhập tại Trung tâm streamer.</p>
`,
};
