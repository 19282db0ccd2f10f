/** English anchor guides: live tutorial, live rules and FAQ (seed data of 0012-live-guides). */
import type { RichTextSource } from '../serviceAgreement';

export const tutorial: RichTextSource = {
  title: 'How to go live: a tutorial for new anchors',
  html: `
<p>This tutorial walks you through your first stream on Tribune, from setting up your room to reading your numbers after the stream. We use OBS Studio as the example, but any encoder that can push RTMP works the same way. Allow about 15 minutes the first time; after that, going live takes a single click.</p>
<h2>1. Before you start</h2>
<p>Make sure you have the following ready:</p>
<ul>
<li><strong>An approved anchor account.</strong> The Live configuration and Live data pages open only after customer service has approved your anchor application.</li>
<li><strong>An encoder.</strong> We recommend OBS Studio, which is free for Windows, macOS and Linux and can be downloaded from <a href="https://obsproject.com">obsproject.com</a>. Any other encoder that can push RTMP to a custom server will also do.</li>
<li><strong>A camera and a microphone.</strong> A webcam and a headset are enough to begin with. For match commentary, clear sound matters more than a perfect picture.</li>
<li><strong>A stable network.</strong> Your upload speed should be at least 1.5 times the bitrate you choose: for 3000 Kbps you need an upload speed of at least 4.5 Mbps. A wired connection is usually steadier than Wi-Fi.</li>
</ul>
<h2>2. Set up your live room</h2>
<p>Open <strong>Live configuration</strong> in the Anchor centre and fill in your room information. Viewers see it before they enter your room, so make it clear and honest.</p>
<ul>
<li><strong>Room name</strong>: a short name that is easy to remember.</li>
<li><strong>Title</strong>: what you are streaming today, for example the match you are covering.</li>
<li><strong>Cover</strong>: a JPG, PNG or WebP image, cropped to a 16:9 widescreen frame. Choose a sharp picture that is still recognisable when it is small.</li>
<li><strong>Introduction</strong>: who you are and what you usually stream.</li>
<li><strong>Announcement</strong>: your streaming schedule, room rules or a short message for your viewers.</li>
</ul>
<p>Changes are visible to viewers at once. On the same page you will find the <strong>Match library</strong>, which lists upcoming and live matches. Reserve the matches you plan to cover; they are then marked <strong>Reserved</strong>. While you are live on a reserved match, your room is listed on that match's live page, where fans look for commentary.</p>
<h2>3. Copy your push address and live code</h2>
<p>Live configuration shows two masked values:</p>
<ul>
<li><strong>Push address (server URL)</strong>, which looks like rtmp://&lt;site host&gt;:1935/live.</li>
<li><strong>Live code (stream key)</strong>, a long random string that identifies you as the owner of the room.</li>
</ul>
<ol>
<li>Click <strong>Reveal</strong> to see a value.</li>
<li>Click <strong>Copy</strong> to put it on your clipboard. Do not retype it by hand: a single wrong character or a stray space is enough to be refused.</li>
<li>Paste it into your encoder as described in the next step.</li>
</ol>
<p><strong>Keep your live code secret.</strong> Anyone who knows it can stream in your room, in your name. Never show it on screen or send it in a chat, and close the settings window before you share your screen. If the code leaks, click <strong>Reset live code</strong>: you get a new code immediately, the old one stops working at once, and any stream that uses it is cut. Then paste the new code into OBS.</p>
<p>Each anchor has exactly one live code, and a code can carry only one stream at a time. A second encoder that tries to use the same code is refused.</p>
<h2>4. Configure OBS</h2>
<p>Open OBS Studio, click <strong>Settings</strong> in the Controls panel (bottom right) and set the following, in order:</p>
<ol>
<li><strong>Settings › Stream</strong>: choose Service "Custom...", paste the push address into Server and the live code into Stream Key.</li>
<li><strong>Settings › Output</strong>: set Output Mode to "Advanced", then open the Streaming tab:
<ul>
<li>Encoder: x264, or the hardware encoder NVIDIA NVENC H.264, Intel QuickSync H.264 or Apple VT H.264. Always pick an H.264 encoder.</li>
<li>Rate Control: CBR.</li>
<li>Bitrate: 2500–4500 Kbps for 720p, or 4500–6000 Kbps for 1080p. Never go above 6000 Kbps.</li>
<li>Keyframe Interval: 1 s.</li>
<li>CPU Usage Preset: veryfast (x264 only).</li>
<li>Profile: high.</li>
<li>Tune: zerolatency (optional).</li>
</ul>
</li>
<li><strong>Audio</strong>: use AAC with an Audio Bitrate of 128 Kbps (Audio tab of Settings › Output), and in Settings › Audio set Sample Rate to 48 kHz and Channels to "Stereo".</li>
<li><strong>Settings › Video</strong>: set Output (Scaled) Resolution to 1280x720 or 1920x1080, and Common FPS Values to 30 (or 60 for fast sports).</li>
<li><strong>Settings › Advanced</strong>: turn on Automatically Reconnect.</li>
</ol>
<p>Click OK. Add your camera, microphone and any screen capture in the Sources panel, and check that the microphone meter in the Audio Mixer moves when you speak.</p>
<p>Why do these settings matter? Tribune <strong>does not transcode</strong>: viewers receive exactly what your encoder sends. Browsers can only play H.264 (AVC) video and AAC audio over our HLS, so HEVC/H.265, AV1 and VP9 are not supported. A keyframe interval of 1 second keeps the delay low, because our HLS segments are cut at keyframes.</p>
<h2>5. Go live</h2>
<ol>
<li>Click <strong>Start Streaming</strong> in OBS.</li>
<li>Wait a few seconds. Your room goes live by itself; there is no button to press on Tribune. Your followers get a notification that you went live.</li>
<li>Open your room in a browser tab, mute that tab so you do not hear an echo, and check the picture, the sound and the chat.</li>
</ol>
<p>Viewers see you with a delay of about 2–5 seconds. Keep this in mind when you answer the chat or react to a moment in the match.</p>
<h2>6. End the stream</h2>
<p>Click <strong>Stop Streaming</strong> in OBS and your room goes offline by itself. It also goes offline on its own if the encoder sends nothing for 10 seconds, for example when your internet connection drops.</p>
<p>With Automatically Reconnect turned on, OBS tries to reconnect by itself, and your room goes live again automatically as soon as data flows again. You do not need to change anything on Tribune.</p>
<h2>7. Other encoders and phones</h2>
<p>Any encoder that supports RTMP works with the same push address and live code. With ffmpeg, add the live code to the end of the push address after a slash, for example:</p>
<p><strong>ffmpeg -re -i input.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 30 -b:v 3000k -c:a aac -b:a 128k -f flv rtmp://&lt;site host&gt;:1935/live/&lt;live code&gt;</strong></p>
<p>Replace input.mp4 with your source. The option -g 30 makes a keyframe every 30 frames, which is every second at 30 fps; at 60 fps use -g 60.</p>
<p>On a phone, use any app that can push RTMP to a custom server, for example Larix Broadcaster. Create a new connection with the same push address and live code (some apps want both joined into one URL, as in the ffmpeg example above), choose H.264 and AAC, and set a 1-second keyframe interval and a recommended bitrate.</p>
<h2>8. After the stream</h2>
<p>Open the <strong>Live data</strong> page to see how your stream went:</p>
<ul>
<li><strong>Live history</strong> by day: the date, the popularity peak (the highest number of viewers watching at the same time that day) and the live duration.</li>
<li><strong>Monthly statistics</strong>: your total live duration and the category you streamed most often.</li>
</ul>
<p>The data is updated right after each stream ends, and again by a daily job between 0:00 and 6:00. Gifts you receive are shown in your earnings in the Anchor centre.</p>
<p>Before your next stream, take a few minutes to read the Live streaming rules and the Live streaming FAQ. Enjoy your stream!</p>
`,
};

export const specification: RichTextSource = {
  title: 'Live streaming rules',
  html: `
<p>These rules keep Tribune a fair and safe place for anchors and viewers alike. Please read them carefully before your first stream. Breaking them can lead to the measures described in section 9.</p>
<h2>1. Scope</h2>
<p>These rules apply to every anchor and to everything streamed or shown in their room, including the chat and the room information. They come in addition to the User Service Agreement, which continues to apply in full.</p>
<p>The platform may update these rules at any time. The newest version published on the platform always applies, and by continuing to stream after an update you accept it.</p>
<h2>2. Your account and live code</h2>
<ul>
<li>An anchor account belongs to one person: the person whose application was approved. Guests may appear in your stream, but the account holder remains responsible for the whole stream.</li>
<li>Never lend, rent, sell or transfer your account, and never share your live code. Everything streamed with your code is your responsibility. If the code leaks, reset it at once.</li>
<li>Your profile information, including your application details and photo, must be true and kept up to date.</li>
</ul>
<h2>3. What you may stream</h2>
<p>Tribune is made for sports fans. We welcome content such as:</p>
<ul>
<li>sports commentary, analysis, previews and post-match reviews, in your own voice and on your own camera;</li>
<li>watch-along talk: you discuss a match while appearing on your own camera, not over the official broadcast signal;</li>
<li>studio shows, debates and interviews with guests;</li>
<li>esports matches that you play yourself;</li>
<li>any other content that you own or have the rights to.</li>
</ul>
<h2>4. What is forbidden</h2>
<p>You must not stream, show, say or link to any of the following:</p>
<ul>
<li>a rebroadcast of an official match broadcast signal or of other copyrighted content without the rights to it;</li>
<li>promotion of gambling, betting odds, match-fixing or paid tipsters;</li>
<li>pornography, nudity or sexually suggestive acts;</li>
<li>violence, dangerous stunts or self-harm;</li>
<li>hate speech, harassment or discrimination;</li>
<li>minors streaming alone, or the exploitation of minors in any form;</li>
<li>drugs, excessive drinking or smoking on camera;</li>
<li>advertising, contact details, QR codes or links to other platforms;</li>
<li>fraud, including fake giveaways, asking for money outside the platform, or false promises in exchange for gifts or red envelopes;</li>
<li>misleading titles, covers or announcements;</li>
<li>artificially inflating viewers, followers or popularity;</li>
<li>recording or showing people without their consent;</li>
<li>any content that is illegal under the law of the place where you broadcast.</li>
</ul>
<h2>5. Room information</h2>
<p>Your room name, title, cover, introduction and announcement must match what you are actually streaming. A title naming a match you are not covering, or a cover showing something else, counts as misleading. Covers must not contain advertising or QR codes, and no room information may contain contact details or links to other platforms.</p>
<h2>6. Your chat room</h2>
<p>You are responsible for the chat in your room. Use the moderation tools you have:</p>
<ul>
<li>mute viewers who break the rules, or mute everyone when the chat gets out of hand;</li>
<li>put troublemakers on the blacklist to remove them from the chat;</li>
<li>appoint trusted room administrators and your small assistant to help you keep order.</li>
</ul>
<p>Do not incite your viewers against other anchors, teams, players or users, and do not send them to flood other rooms.</p>
<h2>7. Gifts and red envelopes</h2>
<ul>
<li>Gifts are voluntary. Never demand, pressure for or beg for gifts; thanking people who send them is of course fine.</li>
<li>Buying, selling or exchanging coins outside the platform is forbidden, and so is asking viewers for private payments.</li>
<li>Send red envelopes only as real rewards for your viewers, never as bait to draw them to other platforms or as prizes for bets.</li>
</ul>
<h2>8. Technical quality</h2>
<ul>
<li>Send H.264 video and AAC audio. We do not transcode, so other formats cannot be watched.</li>
<li>Keep your bitrate stable and within the range recommended in the live tutorial, never above 6000 Kbps.</li>
<li>A stream that shows a static or black picture, or plays the same recording in a loop, for more than 10 minutes may be stopped.</li>
</ul>
<h2>9. Enforcement</h2>
<p>Depending on how serious a violation is and whether it is repeated, the platform may take the following measures:</p>
<ul>
<li>a warning;</li>
<li>cutting the stream;</li>
<li>a temporary ban of 1, 7 or 30 days;</li>
<li>a permanent ban.</li>
</ul>
<p>A ban cuts the live stream at once, and while it lasts the anchor cannot log in. Serious violations may lead directly to a permanent ban without a prior warning. <strong>Earnings obtained through violations may be withheld.</strong></p>
<p>If you believe a decision is wrong, appeal to customer service within 7 days of the decision and explain why. We will review your appeal and tell you the result.</p>
`,
};

export const question: RichTextSource = {
  title: 'Live streaming FAQ',
  html: `
<p>Here are answers to the questions anchors ask most often. If yours is not here, read the live tutorial or contact customer service.</p>
<h2>Going live</h2>
<h3>I started OBS but my room is not live.</h3>
<p>Your room goes live by itself a few seconds after the encoder starts sending. If it is still offline after half a minute, check the following:</p>
<ul>
<li>Server and Stream Key were copied exactly from Live configuration with the Copy button, with no spaces at the beginning or the end.</li>
<li>Your anchor account is approved and not banned.</li>
<li>The live code has not been reset since you pasted it. If it has, paste the new one.</li>
<li>No other encoder is using the same code; a code carries only one stream at a time.</li>
<li>Your network or firewall allows outgoing connections to port 1935. Some office, school or public Wi-Fi networks block it; try another network or your phone's hotspot.</li>
<li>The encoder sends H.264 video and AAC audio.</li>
</ul>
<h3>OBS says "Failed to connect to server" or disconnects at once.</h3>
<p>Usually the server is refusing your live code:</p>
<ul>
<li>The code is wrong or out of date, for example after a reset. Copy it again from Live configuration.</li>
<li>Another encoder is already live on your code, such as OBS on another computer or an app on your phone. Stop it first.</li>
<li>Too many attempts with wrong codes from the same network are blocked for a while. Fix the code, wait a few minutes and try again.</li>
</ul>
<h3>Someone else knows my live code.</h3>
<p>Open Live configuration and click Reset live code. The old code stops working at once, and any stream using it is cut immediately. Paste the new code into OBS (Settings › Stream › Stream Key) and into any other device you use.</p>
<h3>How long is the delay?</h3>
<p>Usually 2–5 seconds. Set the Keyframe Interval to 1 second: our HLS segments are cut at keyframes, so a longer interval means a longer delay. Viewers on slow networks may be a few seconds further behind.</p>
<h3>Why did my room go offline by itself?</h3>
<p>A room goes offline automatically when:</p>
<ul>
<li>you or your encoder stopped the stream;</li>
<li>the encoder sent no data for 10 seconds, for example because the connection dropped or the computer was overloaded;</li>
<li>your account was banned or your live code was reset, which cuts the stream at once.</li>
</ul>
<p>Turn on Automatically Reconnect in Settings › Advanced so that OBS reconnects after a short outage; your room then goes live again by itself.</p>
<h2>Picture and sound</h2>
<h3>Viewers see a black screen or hear no sound.</h3>
<ul>
<li>Make sure the encoder sends H.264 video and AAC audio. HEVC/H.265, AV1 and VP9 are not supported: browsers cannot play them over our HLS, and we do not transcode.</li>
<li>Check that your OBS scene contains visible sources (the eye icon is on) and that the preview shows a picture.</li>
<li>Check that your microphone appears in the Audio Mixer, is not muted and its meter moves when you speak.</li>
<li>Make sure the Keyframe Interval is set to 1 second rather than 0 (auto).</li>
</ul>
<h3>Which resolution and bitrate should I use?</h3>
<ul>
<li>720p at 30 fps: 2500–4500 Kbps.</li>
<li>1080p at 30 or 60 fps: 4500–6000 Kbps.</li>
</ul>
<p>Never go above 6000 Kbps, and make sure your upload speed is at least 1.5 times the bitrate. When in doubt, start with 720p at 30 fps and 3000 Kbps CBR. If OBS reports many dropped frames, lower the bitrate.</p>
<h3>Can I stream from my phone?</h3>
<p>Yes. Use an app that can push RTMP to a custom server, such as Larix Broadcaster, with the same push address and live code. Choose H.264 and AAC, a 1-second keyframe interval and a recommended bitrate. Use stable Wi-Fi or a strong mobile signal.</p>
<h2>Your room</h2>
<h3>How do I show my room on a match's page?</h3>
<p>In Live configuration, open the Match library and reserve the match; it is then marked Reserved. While you are live on that match, your room is listed on the match's live page. It appears there only while you are live.</p>
<h3>How do I change my cover or announcement?</h3>
<p>Open Live configuration, edit the room name, title, cover, introduction or announcement, and save. The changes show at once, even while you are live. The cover is cropped to a 16:9 widescreen frame and must be a JPG, PNG or WebP image.</p>
<h2>Data and earnings</h2>
<h3>What is the popularity peak?</h3>
<p>The popularity peak is the highest number of viewers watching your room at the same time on a given day. It is not the total number of visitors over the day.</p>
<h3>How is live duration counted?</h3>
<p>Live duration runs from the moment your room goes live until it goes offline. Live history shows the total for each day, and Monthly statistics shows the total for the month together with the category you streamed most often.</p>
<h3>When is the data updated?</h3>
<p>Right after each stream ends, and again by a daily job between 0:00 and 6:00. If a number looks wrong, check again the next morning.</p>
<h3>Where can I see the gifts I received?</h3>
<p>Gifts from viewers are shown in your earnings in the Anchor centre.</p>
`,
};
