/** English user service agreement and privacy agreement (seed data of 0003-rich-text). */

export const service = {
  title: 'Tribune User Service Agreement',
  html: `
<p>Welcome to Tribune. This agreement is made between you and the operator of the Tribune platform ("Tribune", "we" or "us") and governs your use of the Tribune website, its live match streams, anchors' live rooms, chat, messaging and related services. Please read it carefully, in particular the parts in <strong>bold</strong>, which limit our liability or your rights. By registering, logging in or using the service, you confirm that you have read, understood and accepted this agreement.</p>
<h2>1. Your account</h2>
<p>You register with a mobile phone number, which we verify with an SMS code, and a username and password of your choice. The information you give us must be true, and you must keep it up to date.</p>
<ul>
<li>Each phone number may be linked to only one account. Accounts may not be sold, rented, lent or otherwise transferred.</li>
<li>You are responsible for keeping your password and SMS codes secret and for everything done through your account. Tell us immediately if you believe someone else is using it.</li>
<li>Your username, nickname, avatar and profile must not impersonate any person or organisation, and must not contain advertising, contact details or offensive content.</li>
</ul>
<h2>2. Anchor registration and review</h2>
<p>Any registered user may apply to become an anchor (streamer). Every application is reviewed by the platform, and you may only go live once it has been approved.</p>
<ul>
<li>You must fill in accurate profile information and upload a real photo of yourself. The details in your application must match your account.</li>
<li>We may approve or reject an application at our discretion and are not obliged to give reasons. You may apply again after a rejection.</li>
<li>Approved anchors must follow this agreement, the live-streaming rules published on the platform and the law of the place from which they broadcast. We may review an anchor again at any time, and may suspend or withdraw anchor status if these rules are broken.</li>
</ul>
<h2>3. Conduct in live rooms and chat</h2>
<p>Live rooms, chat rooms and private and group messages are shared spaces. You must not post, send, broadcast or link to anything that:</p>
<ul>
<li>is illegal, or promotes violence, terrorism, self-harm or hatred against any group;</li>
<li>is pornographic or obscene, or sexualises minors in any way;</li>
<li>harasses, threatens or insults others, or reveals another person's private information;</li>
<li>promotes gambling, illegal betting, match-fixing, fraud, pyramid schemes or unlicensed financial products;</li>
<li>is spam or advertising, or draws users to other platforms without our permission;</li>
<li>infringes copyright, trademarks or other rights, or knowingly spreads false information.</li>
</ul>
<p>You must also not disrupt the service, for example by flooding the chat, using bots or scripts, exploiting bugs, or trying to access other people's accounts or our systems.</p>
<h2>4. Mutes, bans and other measures</h2>
<p>To keep the platform safe, we, and anchors within their own rooms, may act against content or accounts that break these rules. Depending on how serious the breach is and whether it is repeated, measures include:</p>
<ul>
<li>deleting messages or other content;</li>
<li>muting you in a room or across the platform for a set time;</li>
<li>removing you from a live room or a group chat;</li>
<li>ending a broadcast or suspending anchor status;</li>
<li>banning the account temporarily or permanently, together with the phone number or device linked to it.</li>
</ul>
<p>Where the law requires it, we keep records and report illegal content to the competent authorities. If you believe a measure was taken in error, you may appeal through customer support; we will review the appeal and tell you the outcome.</p>
<h2>5. Virtual coins, gifts and red envelopes</h2>
<p><strong>Virtual coins, gifts and red envelopes are virtual items that can be used only on Tribune. They have no cash value, are not legal tender and cannot be exchanged for money, taken off the platform or traded between users, except through the features we provide.</strong></p>
<ul>
<li>A gift is used up as soon as it is sent to an anchor and cannot be withdrawn or refunded, unless the law requires otherwise.</li>
<li>A red envelope sent in a room or chat is shared among the users who claim it, according to the rules shown when it is sent. <strong>Any part of a red envelope that has not been claimed within 24 hours is automatically returned to the sender's balance.</strong></li>
<li>If coins or items are lost because of a fault on our side, we will restore them once the fault has been confirmed. We may take back coins or items obtained through bugs, fraud or a breach of this agreement.</li>
<li>What anchors earn from gifts is governed by the separate anchor agreement and its settlement rules.</li>
</ul>
<h2>6. Intellectual property</h2>
<p>The Tribune name, logo, software, page design and the content we produce belong to us or our licensors. Match footage, scores and data may belong to leagues, clubs, broadcasters or other rights holders and are shown under licence or as the law allows.</p>
<p>Anchors keep the rights in their own broadcasts, commentary and images. By streaming on Tribune, an anchor grants us a worldwide, non-exclusive, royalty-free licence to host, transmit, record and replay the stream and clips of it, and to use them to promote the platform. <strong>Anchors must not rebroadcast matches or any other content they do not have the right to show.</strong> We remove infringing content when a rights holder notifies us with enough detail to find it, and we may close the accounts of repeat infringers.</p>
<h2>7. Minors</h2>
<p>Tribune is intended for users aged 18 and over. If you are under 18, you may use the service only with the consent and under the supervision of a parent or guardian, and you may not apply to become an anchor, buy virtual coins, or send gifts or red envelopes. A parent or guardian who believes a minor has spent money without their consent may contact us, and we will handle the case in accordance with the law.</p>
<h2>8. Suspension and termination</h2>
<p>You may stop using the service at any time and may ask customer support to close your account. Once an account is closed, its data is handled as described in the privacy agreement, and <strong>virtual coins left in it cannot be refunded, unless the law requires otherwise.</strong></p>
<p>We may suspend or close an account, giving notice where practicable, if you seriously or repeatedly break this agreement, if the law or an authority requires it, or if the account has not been used for more than two years. Provisions that by their nature should continue after termination, such as those on intellectual property and liability, remain in force.</p>
<h2>9. Disclaimers and limitation of liability</h2>
<p>The service is provided "as is". Live streams depend on networks, third-party signals and anchors, and may be delayed, interrupted or of lower quality; we do not guarantee that any match or room will be available at a particular time. Scores, statistics and opinions given by anchors or users are for reference only and are not professional advice of any kind.</p>
<p><strong>To the extent permitted by law, we are not liable for indirect or consequential losses, for content posted by users or anchors, or for losses caused by events beyond our reasonable control, such as network failures, attacks or actions of the authorities. Our total liability to you for any claim is limited to the amount you paid us in the three months before the claim arose.</strong> Nothing in this agreement excludes liability that cannot be excluded by law.</p>
<h2>10. Changes to this agreement</h2>
<p>We may update this agreement when our services or the law change. We will publish the new version on this page with a new "last updated" date, and for significant changes we will also notify you on the site before they take effect. If you keep using the service after the changes take effect, you accept the new version; if you do not agree, please stop using the service and close your account.</p>
<h2>11. Governing law and contact</h2>
<p>This agreement is governed by the law of the place where the operator of Tribune is registered, without affecting any mandatory consumer protection you enjoy in your country of residence. We will first try to settle any dispute through friendly negotiation; if that fails, either party may bring it before a competent court.</p>
<p>For questions, complaints or appeals, contact customer support on the site or write to <strong>support@tribune.example</strong>. We aim to reply within 7 working days.</p>
`.trim(),
};

export const privacy = {
  title: 'Tribune Privacy Agreement',
  html: `
<p>This privacy agreement explains what personal information Tribune ("we" or "us") collects when you use our website and services, why we collect it, how long we keep it, who we share it with, and the rights you have. Please read it together with the User Service Agreement. By using Tribune, you confirm that you have read and understood this agreement.</p>
<h2>1. Information we collect</h2>
<p><strong>Information you give us:</strong></p>
<ul>
<li>your mobile phone number and area code, used to register, log in and confirm your identity with SMS codes;</li>
<li>your username and password (we store only a salted hash of the password, never the password itself);</li>
<li>the profile fields you choose to fill in: nickname, gender, birthday, province and city, height, weight, relationship status, hobbies and personal introduction;</li>
<li>your avatar and any photos you upload, for example with an anchor application;</li>
<li>messages you send in live chat rooms, private and group messages, and the reports and appeals you send us.</li>
</ul>
<p><strong>Information collected automatically:</strong></p>
<ul>
<li>a device hash: an identifier calculated from characteristics of your browser and device and kept in your browser, used to recognise the device for security purposes;</li>
<li>a push token, if you allow notifications in your browser;</li>
<li>log data, such as your IP address and the approximate region derived from it, browser type, language, pages visited and access times;</li>
<li>records of your activity on the platform, such as anchors you follow, matches you book, and gifts, red envelopes and coin transactions.</li>
</ul>
<h2>2. How we use your information</h2>
<ul>
<li>to create and protect your account: verifying your phone number, logging you in, detecting unusual logins and preventing fraud and account theft;</li>
<li>to provide the service: showing your public profile, delivering chat and private messages, reminding you of matches you booked and telling you when anchors you follow go live;</li>
<li>to review anchor applications, moderate content, enforce mutes and bans, and handle reports and appeals;</li>
<li>to process gifts, red envelopes and coin balances, including returning red envelopes that are not claimed within 24 hours;</li>
<li>to show the site in your language and region, and to measure and improve performance and fix faults;</li>
<li>to meet our legal obligations and respond to lawful requests from the authorities.</li>
</ul>
<p><strong>We do not sell your personal information, and we do not use the content of your private messages for advertising.</strong></p>
<h2>3. How long we keep it</h2>
<ul>
<li>account and profile information: for as long as your account exists, then deleted or anonymised within 30 days of the account being closed, unless the law requires us to keep it longer;</li>
<li>live chat room messages: up to 180 days; private and group messages: until the conversation is deleted or the accounts involved are closed;</li>
<li>SMS verification codes: they expire after 5 minutes and are then deleted;</li>
<li>login logs and security records: up to 6 months;</li>
<li>records of coins, gifts and red envelopes: as long as accounting and tax law require, usually 5 years;</li>
<li>records of mutes and bans: as long as needed to enforce them, since a ban may apply to a phone number or device.</li>
</ul>
<h2>4. Who we share it with</h2>
<p>We share personal information only as far as needed to run the service:</p>
<ul>
<li><strong>SMS providers</strong> receive your phone number and the verification code so that they can deliver it;</li>
<li><strong>push notification services</strong> (the push service of your browser, such as those run by Google, Mozilla, Apple or Microsoft) receive your push token and the encrypted notification so that they can deliver it;</li>
<li>hosting and storage providers keep our data on our behalf, under contract and only on our instructions;</li>
<li>other users see what you make public: your nickname, avatar, public profile fields and the messages you send in rooms and group chats;</li>
<li>the authorities, when the law requires it or when it is necessary to protect the rights, property or safety of our users or the public;</li>
<li>a successor in the event of a merger or acquisition, which must continue to protect your information under this agreement.</li>
</ul>
<p>If any of these providers are located in another country, we take appropriate measures to ensure your information remains protected.</p>
<h2>5. Cookies and local storage</h2>
<p>Tribune does not use advertising or third-party tracking cookies. Instead, it keeps a small amount of data in your browser's local storage and database:</p>
<ul>
<li>your login token, so that you stay logged in;</li>
<li>your chosen language;</li>
<li>your device identifier;</li>
<li>a cache of recent messages and site resources, so that pages load quickly and keep working when your connection drops.</li>
</ul>
<p>You can clear this data in your browser settings at any time. You will then be logged out, and some features will not work until you log in again.</p>
<h2>6. Your rights</h2>
<p>Depending on the law where you live, you have the right to:</p>
<ul>
<li>access your personal information and receive a copy of it;</li>
<li>correct your information; you can edit most profile fields yourself on the personal information page;</li>
<li>have your information deleted or your account closed;</li>
<li>withdraw your consent, for example by turning off notifications in your browser;</li>
<li>object to or restrict certain processing, and complain to a data protection authority.</li>
</ul>
<p>To exercise these rights, contact us as described below. We may ask you to verify your identity first, and we will reply within 15 working days.</p>
<h2>7. Security</h2>
<p>We protect your information with technical and organisational measures, including encrypted connections (HTTPS), hashed passwords, access controls that limit staff access to those who need it, and monitoring for unusual logins. No system is completely secure, so please choose a strong password, never share your SMS codes, and tell us at once if you notice anything unusual. If a security incident affects your information, we will inform you and the authorities as the law requires.</p>
<h2>8. Minors</h2>
<p>If you are under 18, please read this agreement with a parent or guardian. We do not knowingly collect personal information from children under 14 without the consent of a parent or guardian; if we learn that we have done so, we will delete it promptly.</p>
<h2>9. Changes to this agreement</h2>
<p>We may update this agreement when our services or the law change. We will publish the new version on this page with a new "last updated" date, and for significant changes we will also notify you on the site before they take effect.</p>
<h2>10. Contact us</h2>
<p>For questions or requests about your personal information, write to <strong>privacy@tribune.example</strong> or contact customer support on the site. We will reply within 15 working days.</p>
`.trim(),
};
