/** Vietnamese user service agreement and privacy agreement (seed data of 0003-rich-text). */

export const service = {
  title: 'Thỏa thuận dịch vụ người dùng Tribune',
  html: `
<p>Chào mừng bạn đến với Tribune. Thỏa thuận này được lập giữa bạn và đơn vị vận hành nền tảng Tribune ("Tribune" hoặc "chúng tôi"), điều chỉnh việc bạn sử dụng trang web Tribune, các buổi phát sóng trực tiếp trận đấu, phòng phát sóng của streamer, trò chuyện, nhắn tin và các dịch vụ liên quan. Vui lòng đọc kỹ, đặc biệt là các phần được in <strong>đậm</strong>, vì đó là những điều khoản giới hạn trách nhiệm của chúng tôi hoặc quyền của bạn. Khi đăng ký, đăng nhập hoặc sử dụng dịch vụ, bạn xác nhận đã đọc, hiểu và đồng ý với thỏa thuận này.</p>
<h2>1. Tài khoản của bạn</h2>
<p>Bạn đăng ký bằng số điện thoại di động (được chúng tôi xác minh qua mã SMS), cùng tên đăng nhập và mật khẩu do bạn tự chọn. Thông tin bạn cung cấp phải trung thực và được cập nhật kịp thời.</p>
<ul>
<li>Mỗi số điện thoại chỉ được liên kết với một tài khoản. Không được bán, cho thuê, cho mượn hoặc chuyển nhượng tài khoản dưới bất kỳ hình thức nào.</li>
<li>Bạn có trách nhiệm giữ bí mật mật khẩu và mã SMS, đồng thời chịu trách nhiệm về mọi hoạt động diễn ra qua tài khoản của mình. Hãy báo ngay cho chúng tôi nếu bạn nghi ngờ có người khác đang sử dụng tài khoản của bạn.</li>
<li>Tên đăng nhập, biệt danh, ảnh đại diện và hồ sơ của bạn không được mạo danh cá nhân hay tổ chức khác, không được chứa quảng cáo, thông tin liên lạc hoặc nội dung phản cảm.</li>
</ul>
<h2>2. Đăng ký và xét duyệt streamer</h2>
<p>Mọi người dùng đã đăng ký đều có thể đăng ký trở thành streamer. Mỗi đơn đăng ký đều được nền tảng xét duyệt, và bạn chỉ có thể phát sóng sau khi được chấp thuận.</p>
<ul>
<li>Bạn phải điền thông tin hồ sơ chính xác và tải lên ảnh thật của chính mình. Thông tin trong đơn đăng ký phải khớp với tài khoản của bạn.</li>
<li>Chúng tôi có quyền tự quyết định chấp thuận hoặc từ chối đơn đăng ký và không có nghĩa vụ nêu lý do. Bạn có thể đăng ký lại sau khi bị từ chối.</li>
<li>Streamer đã được duyệt phải tuân thủ thỏa thuận này, quy tắc phát sóng trực tiếp được công bố trên nền tảng và pháp luật nơi họ phát sóng. Chúng tôi có thể xét duyệt lại streamer bất cứ lúc nào và có thể tạm dừng hoặc thu hồi tư cách streamer nếu vi phạm các quy định này.</li>
</ul>
<h2>3. Quy tắc ứng xử trong phòng phát sóng và trò chuyện</h2>
<p>Phòng phát sóng, phòng trò chuyện, tin nhắn riêng và nhóm đều là không gian chung. Bạn không được đăng, gửi, phát sóng hoặc dẫn liên kết tới bất kỳ nội dung nào:</p>
<ul>
<li>vi phạm pháp luật, hoặc cổ xúy bạo lực, khủng bố, tự gây hại hay thù ghét đối với bất kỳ nhóm người nào;</li>
<li>khiêu dâm, đồi trụy, hoặc tình dục hóa trẻ vị thành niên dưới bất kỳ hình thức nào;</li>
<li>quấy rối, đe dọa, xúc phạm người khác, hoặc tiết lộ thông tin riêng tư của người khác;</li>
<li>quảng bá cờ bạc, cá cược bất hợp pháp, dàn xếp tỷ số, lừa đảo, kinh doanh đa cấp bất chính hoặc sản phẩm tài chính không được cấp phép;</li>
<li>là tin rác hoặc quảng cáo, hoặc lôi kéo người dùng sang nền tảng khác khi chưa được chúng tôi cho phép;</li>
<li>xâm phạm quyền tác giả, nhãn hiệu hoặc các quyền khác, hoặc cố ý lan truyền thông tin sai sự thật.</li>
</ul>
<p>Bạn cũng không được gây gián đoạn dịch vụ, chẳng hạn như spam tin nhắn, dùng bot hoặc công cụ tự động, khai thác lỗi hệ thống, hoặc cố truy cập tài khoản của người khác hay hệ thống của chúng tôi.</p>
<h2>4. Cấm chat, khóa tài khoản và các biện pháp khác</h2>
<p>Để giữ an toàn cho nền tảng, chúng tôi, và streamer trong phòng phát sóng của chính họ, có thể xử lý nội dung hoặc tài khoản vi phạm các quy tắc này. Tùy theo mức độ nghiêm trọng và việc tái phạm, các biện pháp bao gồm:</p>
<ul>
<li>xóa tin nhắn hoặc nội dung khác;</li>
<li>cấm chat trong một phòng hoặc trên toàn nền tảng trong một khoảng thời gian;</li>
<li>mời bạn ra khỏi phòng phát sóng hoặc nhóm trò chuyện;</li>
<li>dừng buổi phát sóng hoặc tạm dừng tư cách streamer;</li>
<li>khóa tài khoản tạm thời hoặc vĩnh viễn, cùng với số điện thoại hoặc thiết bị liên kết với tài khoản đó.</li>
</ul>
<p>Khi pháp luật yêu cầu, chúng tôi lưu giữ hồ sơ và báo cáo nội dung vi phạm pháp luật cho cơ quan có thẩm quyền. Nếu cho rằng một biện pháp được áp dụng nhầm, bạn có thể khiếu nại qua bộ phận chăm sóc khách hàng; chúng tôi sẽ xem xét và thông báo kết quả cho bạn.</p>
<h2>5. Xu ảo, quà tặng và lì xì</h2>
<p><strong>Xu ảo, quà tặng và lì xì là vật phẩm ảo chỉ dùng được trên Tribune. Chúng không có giá trị quy đổi thành tiền mặt, không phải là tiền tệ hợp pháp, không thể đổi ra tiền, chuyển ra ngoài nền tảng hay mua bán giữa người dùng với nhau, trừ khi thông qua các tính năng do chúng tôi cung cấp.</strong></p>
<ul>
<li>Quà tặng được sử dụng ngay khi gửi cho streamer và không thể thu hồi hay hoàn tiền, trừ trường hợp pháp luật có quy định khác.</li>
<li>Lì xì được gửi trong phòng phát sóng hoặc cuộc trò chuyện sẽ được chia cho những người dùng nhận nó, theo quy tắc hiển thị khi gửi. <strong>Phần lì xì chưa được nhận trong vòng 24 giờ sẽ tự động được hoàn về số dư của người gửi.</strong></li>
<li>Nếu xu hoặc vật phẩm bị mất do lỗi từ phía chúng tôi, chúng tôi sẽ khôi phục sau khi xác nhận lỗi. Chúng tôi có quyền thu hồi xu hoặc vật phẩm có được nhờ lỗi hệ thống, gian lận hoặc vi phạm thỏa thuận này.</li>
<li>Thu nhập của streamer từ quà tặng được điều chỉnh bởi thỏa thuận streamer riêng và quy tắc thanh toán kèm theo.</li>
</ul>
<h2>6. Quyền sở hữu trí tuệ</h2>
<p>Tên gọi, logo, phần mềm, thiết kế trang của Tribune và nội dung do chúng tôi sản xuất thuộc về chúng tôi hoặc bên cấp phép cho chúng tôi. Hình ảnh, tỷ số và dữ liệu trận đấu có thể thuộc về các giải đấu, câu lạc bộ, đơn vị phát sóng hoặc chủ sở hữu quyền khác, và được hiển thị theo giấy phép hoặc trong phạm vi pháp luật cho phép.</p>
<p>Streamer giữ các quyền đối với buổi phát sóng, lời bình luận và hình ảnh của chính mình. Khi phát sóng trên Tribune, streamer cấp cho chúng tôi giấy phép không độc quyền, có hiệu lực trên toàn thế giới và miễn phí bản quyền để lưu trữ, truyền tải, ghi lại, phát lại buổi phát sóng và các đoạn trích, đồng thời sử dụng chúng để quảng bá nền tảng. <strong>Streamer không được phát lại trận đấu hoặc bất kỳ nội dung nào mà họ không có quyền phát.</strong> Chúng tôi sẽ gỡ nội dung vi phạm khi chủ sở hữu quyền thông báo kèm đủ thông tin để xác định nội dung đó, và có thể đóng tài khoản của người vi phạm nhiều lần.</p>
<h2>7. Trẻ vị thành niên</h2>
<p>Tribune dành cho người dùng từ 18 tuổi trở lên. Nếu bạn chưa đủ 18 tuổi, bạn chỉ được sử dụng dịch vụ khi có sự đồng ý và giám sát của cha mẹ hoặc người giám hộ, và không được đăng ký làm streamer, mua xu ảo, gửi quà tặng hay lì xì. Cha mẹ hoặc người giám hộ cho rằng trẻ vị thành niên đã chi tiêu khi chưa được phép có thể liên hệ với chúng tôi, và chúng tôi sẽ xử lý theo quy định của pháp luật.</p>
<h2>8. Tạm ngừng và chấm dứt</h2>
<p>Bạn có thể ngừng sử dụng dịch vụ bất cứ lúc nào và có thể yêu cầu bộ phận chăm sóc khách hàng đóng tài khoản. Sau khi tài khoản bị đóng, dữ liệu sẽ được xử lý như mô tả trong chính sách quyền riêng tư, và <strong>xu ảo còn lại trong tài khoản sẽ không được hoàn tiền, trừ trường hợp pháp luật có quy định khác.</strong></p>
<p>Chúng tôi có thể tạm ngừng hoặc đóng tài khoản, kèm thông báo trước nếu có thể, khi bạn vi phạm nghiêm trọng hoặc nhiều lần thỏa thuận này, khi pháp luật hoặc cơ quan có thẩm quyền yêu cầu, hoặc khi tài khoản không được sử dụng trong hơn hai năm. Các điều khoản mà theo bản chất vẫn cần có hiệu lực sau khi chấm dứt, chẳng hạn các điều khoản về sở hữu trí tuệ và trách nhiệm, tiếp tục có hiệu lực.</p>
<h2>9. Miễn trừ và giới hạn trách nhiệm</h2>
<p>Dịch vụ được cung cấp "nguyên trạng". Phát sóng trực tiếp phụ thuộc vào mạng, tín hiệu của bên thứ ba và streamer, nên có thể bị trễ, gián đoạn hoặc giảm chất lượng; chúng tôi không đảm bảo rằng bất kỳ trận đấu hay phòng phát sóng nào sẽ có sẵn vào một thời điểm cụ thể. Tỷ số, số liệu thống kê và ý kiến do streamer hoặc người dùng đưa ra chỉ mang tính tham khảo, không phải là lời khuyên chuyên môn dưới bất kỳ hình thức nào.</p>
<p><strong>Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm đối với các thiệt hại gián tiếp hoặc phát sinh, đối với nội dung do người dùng hoặc streamer đăng tải, hay đối với thiệt hại do các sự kiện nằm ngoài khả năng kiểm soát hợp lý của chúng tôi như sự cố mạng, tấn công mạng hoặc hành động của cơ quan nhà nước. Tổng trách nhiệm của chúng tôi đối với bạn cho bất kỳ yêu cầu bồi thường nào được giới hạn ở số tiền bạn đã thanh toán cho chúng tôi trong ba tháng trước khi phát sinh yêu cầu đó.</strong> Không điều khoản nào trong thỏa thuận này loại trừ trách nhiệm mà pháp luật không cho phép loại trừ.</p>
<h2>10. Thay đổi thỏa thuận</h2>
<p>Chúng tôi có thể cập nhật thỏa thuận này khi dịch vụ hoặc pháp luật thay đổi. Phiên bản mới sẽ được đăng trên trang này với ngày "cập nhật lần cuối" mới; với những thay đổi quan trọng, chúng tôi cũng sẽ thông báo cho bạn trên trang web trước khi chúng có hiệu lực. Nếu bạn tiếp tục sử dụng dịch vụ sau khi thay đổi có hiệu lực, bạn được xem là chấp nhận phiên bản mới; nếu không đồng ý, vui lòng ngừng sử dụng dịch vụ và đóng tài khoản.</p>
<h2>11. Luật áp dụng và liên hệ</h2>
<p>Thỏa thuận này được điều chỉnh bởi pháp luật nơi đơn vị vận hành Tribune đăng ký, nhưng không ảnh hưởng đến các quyền bảo vệ người tiêu dùng bắt buộc mà bạn được hưởng tại quốc gia nơi bạn cư trú. Mọi tranh chấp trước hết sẽ được giải quyết thông qua thương lượng thiện chí; nếu không thành, mỗi bên có thể đưa tranh chấp ra tòa án có thẩm quyền.</p>
<p>Nếu có câu hỏi, khiếu nại hoặc kháng nghị, hãy liên hệ bộ phận chăm sóc khách hàng trên trang web hoặc gửi email tới <strong>support@tribune.example</strong>. Chúng tôi cố gắng phản hồi trong vòng 7 ngày làm việc.</p>
`.trim(),
};

export const privacy = {
  title: 'Chính sách quyền riêng tư Tribune',
  html: `
<p>Chính sách này giải thích những thông tin cá nhân mà Tribune ("chúng tôi") thu thập khi bạn sử dụng trang web và dịch vụ của chúng tôi, lý do thu thập, thời gian lưu giữ, những bên được chia sẻ, cũng như các quyền của bạn. Vui lòng đọc chính sách này cùng với Thỏa thuận dịch vụ người dùng. Khi sử dụng Tribune, bạn xác nhận đã đọc và hiểu chính sách này.</p>
<h2>1. Thông tin chúng tôi thu thập</h2>
<p><strong>Thông tin bạn cung cấp:</strong></p>
<ul>
<li>số điện thoại di động và mã vùng, dùng để đăng ký, đăng nhập và xác minh danh tính của bạn qua mã SMS;</li>
<li>tên đăng nhập và mật khẩu (chúng tôi chỉ lưu giá trị băm có thêm salt của mật khẩu, không bao giờ lưu chính mật khẩu);</li>
<li>các trường hồ sơ bạn chọn điền: biệt danh, giới tính, ngày sinh, tỉnh và thành phố, chiều cao, cân nặng, tình trạng mối quan hệ, sở thích và lời giới thiệu bản thân;</li>
<li>ảnh đại diện và các ảnh bạn tải lên, chẳng hạn khi đăng ký làm streamer;</li>
<li>tin nhắn bạn gửi trong phòng trò chuyện trực tiếp, tin nhắn riêng và nhóm, cùng các báo cáo vi phạm và khiếu nại bạn gửi cho chúng tôi.</li>
</ul>
<p><strong>Thông tin được thu thập tự động:</strong></p>
<ul>
<li>mã băm thiết bị: một mã định danh được tính từ đặc điểm của trình duyệt và thiết bị, lưu trong trình duyệt của bạn, dùng để nhận diện thiết bị vì mục đích bảo mật;</li>
<li>mã thông báo đẩy (push token), nếu bạn cho phép thông báo trong trình duyệt;</li>
<li>dữ liệu nhật ký, như địa chỉ IP và khu vực gần đúng suy ra từ đó, loại trình duyệt, ngôn ngữ, các trang đã xem và thời gian truy cập;</li>
<li>lịch sử hoạt động của bạn trên nền tảng, như streamer bạn theo dõi, trận đấu bạn đặt lịch, và các giao dịch quà tặng, lì xì và xu.</li>
</ul>
<h2>2. Cách chúng tôi sử dụng thông tin của bạn</h2>
<ul>
<li>để tạo và bảo vệ tài khoản của bạn: xác minh số điện thoại, đăng nhập, phát hiện đăng nhập bất thường, ngăn chặn gian lận và chiếm đoạt tài khoản;</li>
<li>để cung cấp dịch vụ: hiển thị hồ sơ công khai của bạn, chuyển tin nhắn trò chuyện và tin nhắn riêng, nhắc bạn về trận đấu đã đặt lịch và báo khi streamer bạn theo dõi bắt đầu phát sóng;</li>
<li>để xét duyệt đơn đăng ký streamer, kiểm duyệt nội dung, thực thi việc cấm chat và khóa tài khoản, xử lý báo cáo vi phạm và khiếu nại;</li>
<li>để xử lý quà tặng, lì xì và số dư xu, bao gồm hoàn lại lì xì không được nhận trong vòng 24 giờ;</li>
<li>để hiển thị trang web theo ngôn ngữ và khu vực của bạn, đo lường, cải thiện hiệu năng và khắc phục sự cố;</li>
<li>để thực hiện nghĩa vụ pháp lý và phản hồi các yêu cầu hợp pháp của cơ quan có thẩm quyền.</li>
</ul>
<p><strong>Chúng tôi không bán thông tin cá nhân của bạn và không sử dụng nội dung tin nhắn riêng của bạn cho mục đích quảng cáo.</strong></p>
<h2>3. Thời gian lưu giữ</h2>
<ul>
<li>thông tin tài khoản và hồ sơ: lưu trong suốt thời gian tài khoản tồn tại, sau đó được xóa hoặc ẩn danh trong vòng 30 ngày kể từ khi tài khoản bị đóng, trừ khi pháp luật yêu cầu lưu lâu hơn;</li>
<li>tin nhắn trong phòng trò chuyện trực tiếp: tối đa 180 ngày; tin nhắn riêng và nhóm: cho đến khi cuộc trò chuyện bị xóa hoặc các tài khoản liên quan bị đóng;</li>
<li>mã xác minh SMS: hết hạn sau 5 phút và sau đó bị xóa;</li>
<li>nhật ký đăng nhập và hồ sơ bảo mật: tối đa 6 tháng;</li>
<li>hồ sơ giao dịch xu, quà tặng và lì xì: theo thời hạn mà pháp luật kế toán và thuế yêu cầu, thường là 5 năm;</li>
<li>hồ sơ cấm chat và khóa tài khoản: trong thời gian cần thiết để thực thi, vì lệnh khóa có thể áp dụng cho số điện thoại hoặc thiết bị.</li>
</ul>
<h2>4. Chúng tôi chia sẻ với ai</h2>
<p>Chúng tôi chỉ chia sẻ thông tin cá nhân trong phạm vi cần thiết để vận hành dịch vụ:</p>
<ul>
<li><strong>nhà cung cấp dịch vụ SMS</strong> nhận số điện thoại và mã xác minh của bạn để gửi tin nhắn;</li>
<li><strong>dịch vụ thông báo đẩy</strong> (dịch vụ đẩy của trình duyệt bạn dùng, chẳng hạn do Google, Mozilla, Apple hoặc Microsoft vận hành) nhận mã thông báo đẩy và nội dung thông báo đã mã hóa để chuyển đến bạn;</li>
<li>nhà cung cấp dịch vụ lưu trữ và máy chủ thay mặt chúng tôi lưu giữ dữ liệu, theo hợp đồng và chỉ theo chỉ dẫn của chúng tôi;</li>
<li>người dùng khác có thể thấy những gì bạn công khai: biệt danh, ảnh đại diện, các trường hồ sơ công khai và tin nhắn bạn gửi trong phòng phát sóng và nhóm trò chuyện;</li>
<li>cơ quan có thẩm quyền, khi pháp luật yêu cầu hoặc khi cần thiết để bảo vệ quyền, tài sản hoặc sự an toàn của người dùng và cộng đồng;</li>
<li>bên kế thừa trong trường hợp sáp nhập hoặc mua lại, với nghĩa vụ tiếp tục bảo vệ thông tin của bạn theo chính sách này.</li>
</ul>
<p>Nếu các nhà cung cấp này đặt tại quốc gia khác, chúng tôi sẽ áp dụng các biện pháp phù hợp để thông tin của bạn vẫn được bảo vệ.</p>
<h2>5. Cookie và bộ nhớ cục bộ</h2>
<p>Tribune không sử dụng cookie quảng cáo hay cookie theo dõi của bên thứ ba. Thay vào đó, trang web lưu một lượng nhỏ dữ liệu trong bộ nhớ cục bộ và cơ sở dữ liệu của trình duyệt:</p>
<ul>
<li>mã đăng nhập, để bạn luôn ở trạng thái đăng nhập;</li>
<li>ngôn ngữ bạn đã chọn;</li>
<li>mã định danh thiết bị của bạn;</li>
<li>bộ nhớ đệm tin nhắn gần đây và tài nguyên của trang, giúp trang tải nhanh và vẫn hoạt động khi mất kết nối.</li>
</ul>
<p>Bạn có thể xóa dữ liệu này bất cứ lúc nào trong phần cài đặt trình duyệt. Khi đó bạn sẽ bị đăng xuất và một số tính năng sẽ không hoạt động cho đến khi bạn đăng nhập lại.</p>
<h2>6. Quyền của bạn</h2>
<p>Tùy theo pháp luật nơi bạn sinh sống, bạn có quyền:</p>
<ul>
<li>truy cập thông tin cá nhân của mình và nhận bản sao;</li>
<li>chỉnh sửa thông tin; phần lớn các trường hồ sơ bạn có thể tự sửa trên trang thông tin cá nhân;</li>
<li>yêu cầu xóa thông tin hoặc đóng tài khoản;</li>
<li>rút lại sự đồng ý, chẳng hạn bằng cách tắt thông báo trong trình duyệt;</li>
<li>phản đối hoặc hạn chế một số hoạt động xử lý, và khiếu nại tới cơ quan bảo vệ dữ liệu.</li>
</ul>
<p>Để thực hiện các quyền này, hãy liên hệ với chúng tôi theo thông tin bên dưới. Chúng tôi có thể yêu cầu bạn xác minh danh tính trước và sẽ phản hồi trong vòng 15 ngày làm việc.</p>
<h2>7. Bảo mật</h2>
<p>Chúng tôi bảo vệ thông tin của bạn bằng các biện pháp kỹ thuật và tổ chức, bao gồm kết nối mã hóa (HTTPS), mật khẩu được băm, kiểm soát truy cập chỉ cho phép nhân viên cần thiết tiếp cận, và giám sát các lần đăng nhập bất thường. Không hệ thống nào an toàn tuyệt đối, vì vậy hãy đặt mật khẩu mạnh, không bao giờ chia sẻ mã SMS và báo ngay cho chúng tôi nếu thấy điều gì bất thường. Nếu xảy ra sự cố bảo mật ảnh hưởng đến thông tin của bạn, chúng tôi sẽ thông báo cho bạn và cơ quan có thẩm quyền theo quy định của pháp luật.</p>
<h2>8. Trẻ vị thành niên</h2>
<p>Nếu bạn chưa đủ 18 tuổi, hãy đọc chính sách này cùng cha mẹ hoặc người giám hộ. Chúng tôi không cố ý thu thập thông tin cá nhân của trẻ em dưới 14 tuổi khi chưa có sự đồng ý của cha mẹ hoặc người giám hộ; nếu phát hiện điều này, chúng tôi sẽ nhanh chóng xóa thông tin đó.</p>
<h2>9. Thay đổi chính sách</h2>
<p>Chúng tôi có thể cập nhật chính sách này khi dịch vụ hoặc pháp luật thay đổi. Phiên bản mới sẽ được đăng trên trang này với ngày "cập nhật lần cuối" mới; với những thay đổi quan trọng, chúng tôi cũng sẽ thông báo cho bạn trên trang web trước khi chúng có hiệu lực.</p>
<h2>10. Liên hệ với chúng tôi</h2>
<p>Nếu có câu hỏi hoặc yêu cầu liên quan đến thông tin cá nhân, hãy gửi email tới <strong>privacy@tribune.example</strong> hoặc liên hệ bộ phận chăm sóc khách hàng trên trang web. Chúng tôi sẽ phản hồi trong vòng 15 ngày làm việc.</p>
`.trim(),
};
