/** Brazilian Portuguese anchor guides: live tutorial, live rules and FAQ (seed data of 0012-live-guides). */
import type { RichTextSource } from '../serviceAgreement';

export const tutorial: RichTextSource = {
  title: 'Como entrar ao vivo: tutorial para novos streamers',
  html: `
<p>Este tutorial acompanha você na sua primeira live no Tribune, desde a configuração da sala até a consulta dos dados depois da transmissão. Os exemplos usam o OBS Studio, mas qualquer encoder capaz de enviar RTMP funciona da mesma forma. Na primeira vez, reserve uns 15 minutos.</p>
<h2>1. Antes de começar</h2>
<p>Você vai precisar de:</p>
<ul>
<li><strong>Uma conta de streamer aprovada.</strong> As páginas Configurações da live e Dados da live só ficam disponíveis depois que o atendimento aprova o seu cadastro de streamer. Você recebe um SMS quando isso acontece.</li>
<li><strong>Um encoder.</strong> Recomendamos o OBS Studio, gratuito para Windows, macOS e Linux, que pode ser baixado em <a href="https://obsproject.com">obsproject.com</a>. Outros encoders RTMP também funcionam.</li>
<li><strong>Uma câmera e um microfone.</strong> Uma webcam e um headset bastam para começar. Para narrar partidas, um som limpo importa mais do que uma imagem perfeita.</li>
<li><strong>Uma conexão estável.</strong> A velocidade de upload deve ser de pelo menos 1,5 vez o bitrate escolhido: para 3000 Kbps, você precisa de no mínimo 4,5 Mbps de upload. Uma conexão por cabo costuma ser mais estável que o Wi-Fi.</li>
</ul>
<h2>2. Configure a sua sala</h2>
<p>Abra a página <strong>Configurações da live</strong> na Central do streamer e preencha as informações da sala. Os espectadores veem essas informações antes de entrar, então capriche e seja fiel ao conteúdo.</p>
<ul>
<li><strong>Nome da sala</strong>: curto e fácil de lembrar.</li>
<li><strong>Título</strong>: o que você vai transmitir hoje, por exemplo a partida que vai narrar.</li>
<li><strong>Capa</strong>: imagem JPG, PNG ou WebP, recortada em formato widescreen (16:9). Escolha uma imagem nítida, que continue reconhecível em tamanho pequeno.</li>
<li><strong>Apresentação</strong>: quem você é e o que costuma transmitir.</li>
<li><strong>Aviso</strong>: seus horários de live, as regras da sala ou um recado rápido para o público.</li>
</ul>
<p>As alterações aparecem na hora para os espectadores. Na mesma página fica a <strong>Biblioteca de partidas</strong>, com as partidas que vão começar e as que estão ao vivo. Reserve as partidas que você vai cobrir; elas passam a aparecer como <strong>Reservada</strong>. Enquanto você estiver ao vivo numa partida reservada, sua sala aparece na página ao vivo dessa partida, onde os torcedores procuram narradores e comentaristas.</p>
<h2>3. Copie o endereço de envio e o código da live</h2>
<p>Em Configurações da live há dois valores, exibidos de forma oculta:</p>
<ul>
<li><strong>Endereço de envio (URL do servidor)</strong>, no formato rtmp://&lt;domínio do site&gt;:1935/live.</li>
<li><strong>Código da live (chave de transmissão)</strong>, uma sequência aleatória e longa que identifica você como dono da sala.</li>
</ul>
<ol>
<li>Clique em <strong>Mostrar</strong> para ver o valor.</li>
<li>Clique em <strong>Copiar</strong> para copiá-lo para a área de transferência. Não digite à mão, para evitar erros e espaços a mais.</li>
<li>Cole no seu encoder, como explicado no próximo passo.</li>
</ol>
<p><strong>Mantenha o código da live em segredo.</strong> Quem tiver o código pode transmitir na sua sala em seu nome. Não o mostre na tela, não o envie pelo chat e feche a janela de configurações antes de compartilhar a tela. Se o código vazar, clique em <strong>Redefinir código da live</strong>: você recebe um novo código na hora, o antigo para de funcionar imediatamente e uma transmissão que esteja usando o código antigo é encerrada. Depois, cole o novo código no OBS.</p>
<p>Cada streamer tem um único código da live, e cada código só pode ser usado por uma transmissão de cada vez. Um segundo encoder com o mesmo código é recusado.</p>
<h2>4. Configure o OBS</h2>
<p>Abra o OBS Studio, clique em <strong>Settings</strong> no painel Controls (canto inferior direito) e ajuste, na ordem, o seguinte:</p>
<ol>
<li><strong>Settings › Stream</strong>: escolha Service "Custom...", coloque o endereço de envio em Server e o código da live em Stream Key.</li>
<li><strong>Settings › Output</strong>: mude o Output Mode para "Advanced" e abra a aba Streaming:
<ul>
<li>Encoder: x264, ou um encoder de hardware NVIDIA NVENC H.264, Intel QuickSync H.264 ou Apple VT H.264. Escolha sempre um encoder H.264.</li>
<li>Rate Control: CBR.</li>
<li>Bitrate: 2500–4500 Kbps para 720p, ou 4500–6000 Kbps para 1080p. Nunca passe de 6000 Kbps.</li>
<li>Keyframe Interval: 1 s.</li>
<li>CPU Usage Preset: veryfast (só no x264).</li>
<li>Profile: high.</li>
<li>Tune: zerolatency (opcional).</li>
</ul>
</li>
<li><strong>Áudio</strong>: use AAC com Audio Bitrate de 128 Kbps (aba Audio em Settings › Output) e, em Settings › Audio, defina Sample Rate como 48 kHz e Channels como "Stereo".</li>
<li><strong>Settings › Video</strong>: defina a Output (Scaled) Resolution como 1280x720 ou 1920x1080 e o Common FPS Values como 30 (ou 60 para esportes rápidos).</li>
<li><strong>Settings › Advanced</strong>: ative o Automatically Reconnect.</li>
</ol>
<p>Clique em OK. Adicione sua câmera, seu microfone e a captura de tela no painel Sources e confira se o medidor do microfone no Audio Mixer se mexe quando você fala.</p>
<p>Por que essas configurações importam? O Tribune <strong>não faz transcodificação</strong>: os espectadores recebem exatamente o que o seu encoder envia. Os navegadores só conseguem reproduzir vídeo H.264 (AVC) e áudio AAC pelo nosso HLS, por isso HEVC/H.265, AV1 e VP9 não são suportados. O Keyframe Interval de 1 segundo mantém o atraso baixo, porque os segmentos do nosso HLS são cortados nos keyframes.</p>
<h2>5. Entre ao vivo</h2>
<ol>
<li>Clique em <strong>Start Streaming</strong> no OBS.</li>
<li>Aguarde alguns segundos. Sua sala entra ao vivo sozinha; não é preciso clicar em nada no Tribune. Seus seguidores recebem uma notificação avisando que você entrou ao vivo.</li>
<li>Abra a sua sala numa aba do navegador, silencie essa aba para evitar eco e confira a imagem, o som e o chat.</li>
</ol>
<p>Os espectadores veem você com um atraso de cerca de 2 a 5 segundos. Lembre-se disso ao responder o chat ou ao comentar um lance que está acontecendo naquele momento.</p>
<h2>6. Encerre a transmissão</h2>
<p>Clique em <strong>Stop Streaming</strong> no OBS e sua sala sai do ar sozinha. Ela também sai do ar automaticamente se o encoder ficar 10 segundos sem enviar nenhum dado, por exemplo quando a internet cai.</p>
<p>Com o Automatically Reconnect ativado, o OBS se reconecta sozinho e sua sala volta ao vivo automaticamente assim que os dados voltam a chegar. Você não precisa fazer nada no Tribune.</p>
<h2>7. Outros encoders e celulares</h2>
<p>Qualquer encoder compatível com RTMP funciona com o mesmo endereço de envio e o mesmo código da live. No ffmpeg, acrescente o código da live ao final do endereço de envio, depois de uma barra, por exemplo:</p>
<p><strong>ffmpeg -re -i input.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 30 -b:v 3000k -c:a aac -b:a 128k -f flv rtmp://&lt;domínio do site&gt;:1935/live/&lt;código da live&gt;</strong></p>
<p>Troque input.mp4 pela sua fonte. A opção -g 30 gera um keyframe a cada 30 quadros, ou seja, a cada 1 segundo em 30 fps; em 60 fps, use -g 60.</p>
<p>No celular, use qualquer aplicativo que envie RTMP para um servidor personalizado, como o Larix Broadcaster. Crie uma nova conexão com o mesmo endereço de envio e o mesmo código da live (alguns aplicativos pedem os dois juntos numa única URL, como no exemplo do ffmpeg acima), escolha H.264 e AAC e defina keyframe de 1 segundo e o bitrate recomendado.</p>
<h2>8. Depois da live</h2>
<p>Abra a página <strong>Dados da live</strong> para ver como foi a transmissão:</p>
<ul>
<li><strong>Histórico de lives</strong> por dia: data, pico de audiência (o maior número de espectadores assistindo ao mesmo tempo naquele dia) e duração da live.</li>
<li><strong>Estatísticas do mês</strong>: duração total das lives e a categoria que você mais transmitiu.</li>
</ul>
<p>Os dados são atualizados logo após o fim de cada live e também por uma rotina diária que roda entre 0h e 6h. Os presentes que você recebe aparecem nos seus ganhos, na Central do streamer.</p>
<p>Antes da próxima live, reserve um tempinho para ler as Regras de transmissão ao vivo e as Perguntas frequentes sobre lives. Boa live!</p>
`,
};

export const specification: RichTextSource = {
  title: 'Regras de transmissão ao vivo',
  html: `
<p>Estas regras mantêm o Tribune um lugar justo e seguro para streamers e espectadores. Leia com atenção antes da sua primeira live. O descumprimento pode levar às medidas descritas na seção 9.</p>
<h2>1. Abrangência</h2>
<p>Estas regras se aplicam a todos os streamers e a tudo o que é transmitido ou exibido nas salas deles, incluindo o chat e as informações da sala. Elas complementam os Termos de Uso do Tribune, que continuam valendo integralmente.</p>
<p>A plataforma pode atualizar estas regras a qualquer momento. Vale sempre a versão mais recente publicada na plataforma, e continuar transmitindo depois de uma atualização significa que você a aceita.</p>
<h2>2. Sua conta e seu código da live</h2>
<ul>
<li>Cada conta de streamer pertence a uma única pessoa: aquela cujo cadastro foi aprovado. Convidados podem aparecer na sua live, mas o titular da conta continua responsável por toda a transmissão.</li>
<li>Nunca empreste, alugue, venda ou transfira a sua conta, e nunca compartilhe o seu código da live. Tudo o que for transmitido com o seu código é responsabilidade sua. Se o código vazar, redefina-o imediatamente.</li>
<li>As informações do seu perfil, incluindo os dados do cadastro e a foto, devem ser verdadeiras e estar atualizadas.</li>
</ul>
<h2>3. O que você pode transmitir</h2>
<p>O Tribune foi feito para quem ama esporte. São bem-vindos conteúdos como:</p>
<ul>
<li>narração e comentários esportivos, análises, pré-jogo e pós-jogo, com a sua própria voz e a sua própria câmera;</li>
<li>resenha ao vivo acompanhando uma partida: você comenta o jogo aparecendo na sua câmera, sem exibir o sinal oficial da transmissão;</li>
<li>programas de estúdio, debates e entrevistas com convidados;</li>
<li>partidas de esports que você mesmo joga;</li>
<li>qualquer outro conteúdo que seja seu ou sobre o qual você tenha os direitos.</li>
</ul>
<h2>4. O que é proibido</h2>
<p>É proibido transmitir, exibir, dizer ou divulgar links para:</p>
<ul>
<li>retransmissão do sinal oficial de uma partida ou de outro conteúdo protegido por direitos autorais sem autorização;</li>
<li>promoção de jogos de azar, odds de apostas, manipulação de resultados ou venda de palpites;</li>
<li>pornografia, nudez ou atos de conotação sexual;</li>
<li>violência, acrobacias perigosas ou automutilação;</li>
<li>discurso de ódio, assédio ou discriminação;</li>
<li>menores de idade transmitindo sozinhos, ou exploração de menores de qualquer forma;</li>
<li>drogas, consumo excessivo de álcool ou fumo diante da câmera;</li>
<li>publicidade, dados de contato, QR codes ou links para outras plataformas;</li>
<li>fraudes, como sorteios falsos, pedidos de dinheiro fora da plataforma ou promessas falsas em troca de presentes ou envelopes vermelhos;</li>
<li>títulos, capas ou avisos enganosos;</li>
<li>inflar artificialmente o número de espectadores, seguidores ou a popularidade;</li>
<li>gravar ou exibir pessoas sem o consentimento delas;</li>
<li>qualquer conteúdo ilegal segundo as leis do lugar de onde você transmite.</li>
</ul>
<h2>5. Informações da sala</h2>
<p>O nome da sala, o título, a capa, a apresentação e o aviso devem corresponder ao que você está transmitindo. Um título que anuncia uma partida que você não está cobrindo, ou uma capa que mostra outra coisa, é considerado enganoso. A capa não pode conter publicidade nem QR codes, e as demais informações da sala não podem trazer dados de contato nem links para outras plataformas.</p>
<h2>6. O chat da sua sala</h2>
<p>Você é responsável pelo chat da sua sala. Use as ferramentas de moderação disponíveis:</p>
<ul>
<li>silencie quem desrespeitar as regras, ou use Silenciar todos quando o chat sair do controle;</li>
<li>coloque quem tumultuar na lista de bloqueados para removê-lo do chat;</li>
<li>nomeie administradores da sala de confiança e o seu assistente para ajudar a moderar o chat.</li>
</ul>
<p>Não incite os espectadores contra outros streamers, times, jogadores ou usuários, nem os mobilize para invadir ou lotar de spam outras salas.</p>
<h2>7. Presentes e envelopes vermelhos</h2>
<ul>
<li>Presentes são voluntários. Nunca exija, pressione nem implore por presentes. Agradecer a quem enviou, claro, é sempre bem-vindo.</li>
<li>É proibido comprar, vender ou trocar moedas fora da plataforma, assim como pedir pagamentos diretos aos espectadores.</li>
<li>Envie envelopes vermelhos apenas como recompensa de verdade para o seu público, nunca como isca para levar espectadores a outras plataformas nem como prêmio de apostas.</li>
</ul>
<h2>8. Qualidade técnica</h2>
<ul>
<li>Envie vídeo H.264 e áudio AAC. Não fazemos transcodificação, então outros formatos não podem ser assistidos.</li>
<li>Mantenha o bitrate estável e dentro das faixas recomendadas no tutorial de live, sem passar de 6000 Kbps.</li>
<li>Uma transmissão que mostre imagem parada ou tela preta, ou que repita o mesmo vídeo em loop, por mais de 10 minutos pode ser interrompida.</li>
</ul>
<h2>9. Medidas aplicadas</h2>
<p>Conforme a gravidade da infração e a reincidência, a plataforma pode aplicar as seguintes medidas:</p>
<ul>
<li>advertência;</li>
<li>interrupção da transmissão;</li>
<li>banimento temporário de 1, 7 ou 30 dias;</li>
<li>banimento permanente.</li>
</ul>
<p>O banimento encerra a live em andamento na hora, e o streamer não consegue entrar na conta enquanto estiver banido. Infrações graves podem levar diretamente ao banimento permanente, sem advertência prévia. <strong>Ganhos obtidos por meio de infrações podem ser retidos.</strong></p>
<p>Se você acha que uma decisão foi equivocada, pode recorrer ao atendimento ao cliente em até 7 dias a partir da decisão, explicando os seus motivos. Analisaremos o recurso e informaremos o resultado.</p>
`,
};

export const question: RichTextSource = {
  title: 'Perguntas frequentes sobre lives',
  html: `
<p>Aqui estão as respostas para as dúvidas mais comuns dos streamers. Se a sua pergunta não estiver aqui, leia o tutorial de live ou fale com o atendimento ao cliente.</p>
<h2>Entrar ao vivo</h2>
<h3>Iniciei o OBS, mas minha sala não entrou ao vivo.</h3>
<p>A sala entra ao vivo sozinha alguns segundos depois que o encoder começa a enviar dados. Se depois de meio minuto ela ainda estiver fora do ar, confira:</p>
<ul>
<li>Se Server e Stream Key foram copiados exatamente de Configurações da live, com o botão Copiar, sem espaços no início ou no fim.</li>
<li>Se a sua conta de streamer está aprovada e não está banida.</li>
<li>Se o código da live não foi redefinido depois que você o colou. Se foi, cole o novo código.</li>
<li>Se nenhum outro encoder está usando o mesmo código; cada código aceita uma transmissão de cada vez.</li>
<li>Se a sua rede ou o seu firewall permitem conexões de saída para a porta 1935. Algumas redes de empresas, escolas ou Wi-Fi públicos bloqueiam essa porta; tente outra rede ou o hotspot do celular.</li>
<li>Se o encoder está enviando vídeo H.264 e áudio AAC.</li>
</ul>
<h3>O OBS mostra "Failed to connect to server" ou desconecta na hora.</h3>
<p>Em geral, o seu código da live foi recusado:</p>
<ul>
<li>O código está errado ou é antigo, por exemplo depois de uma redefinição. Copie-o de novo em Configurações da live.</li>
<li>Outro encoder já está ao vivo com o seu código, como um OBS em outro computador ou um aplicativo no celular. Encerre-o primeiro.</li>
<li>Muitas tentativas com códigos errados a partir da mesma rede ficam bloqueadas por um tempo. Corrija o código, espere alguns minutos e tente de novo.</li>
</ul>
<h3>Outra pessoa descobriu o meu código da live.</h3>
<p>Abra Configurações da live e clique em Redefinir código da live. O código antigo para de funcionar na hora, e qualquer transmissão que o esteja usando é encerrada imediatamente. Depois, cole o novo código no OBS (Settings › Stream › Stream Key) e nos outros aparelhos que você usa.</p>
<h3>Qual é o atraso da transmissão?</h3>
<p>Normalmente, de 2 a 5 segundos. Defina o Keyframe Interval em 1 segundo: os segmentos do nosso HLS são cortados nos keyframes, então um intervalo maior significa um atraso maior. Espectadores com internet lenta podem ficar alguns segundos mais atrás.</p>
<h3>Por que minha sala saiu do ar sozinha?</h3>
<p>A sala sai do ar automaticamente quando:</p>
<ul>
<li>você ou o encoder encerram a transmissão;</li>
<li>o encoder fica 10 segundos sem enviar dados, por exemplo porque a internet caiu ou o computador ficou sobrecarregado;</li>
<li>a sua conta foi banida ou o código da live foi redefinido, o que encerra a transmissão na hora.</li>
</ul>
<p>Ative o Automatically Reconnect em Settings › Advanced para que o OBS se reconecte depois de quedas curtas; a sua sala volta ao vivo sozinha.</p>
<h2>Imagem e som</h2>
<h3>Os espectadores veem tela preta ou não ouvem nenhum som.</h3>
<ul>
<li>Confirme que o encoder envia vídeo H.264 e áudio AAC. HEVC/H.265, AV1 e VP9 não são suportados: os navegadores não conseguem reproduzi-los pelo nosso HLS, e nós não fazemos transcodificação.</li>
<li>Verifique se a cena no OBS tem fontes visíveis (ícone de olho ativado) e se a pré-visualização mostra imagem.</li>
<li>Verifique se o microfone aparece no Audio Mixer, não está silenciado e se o medidor se mexe quando você fala.</li>
<li>Confirme que o Keyframe Interval está em 1 segundo, e não em 0 (automático).</li>
</ul>
<h3>Que resolução e bitrate devo usar?</h3>
<ul>
<li>720p a 30 fps: 2500–4500 Kbps.</li>
<li>1080p a 30 ou 60 fps: 4500–6000 Kbps.</li>
</ul>
<p>Nunca passe de 6000 Kbps, e garanta uma velocidade de upload de pelo menos 1,5 vez o bitrate. Na dúvida, comece com 720p a 30 fps e 3000 Kbps em CBR. Se o OBS indicar muitos quadros perdidos (dropped frames), reduza o bitrate.</p>
<h3>Posso transmitir pelo celular?</h3>
<p>Pode. Use um aplicativo que envie RTMP para um servidor personalizado, como o Larix Broadcaster, com o mesmo endereço de envio e o mesmo código da live. Escolha H.264 e AAC, keyframe de 1 segundo e o bitrate recomendado. Prefira um Wi-Fi estável ou um sinal de dados móveis forte.</p>
<h2>Sua sala</h2>
<h3>Como faço para minha sala aparecer na página de uma partida?</h3>
<p>Em Configurações da live, abra a Biblioteca de partidas e reserve a partida; ela passa a aparecer como Reservada. Enquanto você estiver ao vivo nessa partida, sua sala aparece na página ao vivo dela. A sala só aparece ali enquanto você estiver transmitindo.</p>
<h3>Como troco a capa ou o aviso?</h3>
<p>Abra Configurações da live, altere o nome da sala, o título, a capa, a apresentação ou o aviso e salve. As alterações aparecem na hora, mesmo durante a live. A capa é recortada em formato widescreen (16:9) e deve estar em JPG, PNG ou WebP.</p>
<h2>Dados e ganhos</h2>
<h3>O que é o pico de audiência?</h3>
<p>O pico de audiência é o maior número de espectadores assistindo à sua sala ao mesmo tempo naquele dia. Não é o total de visitantes ao longo do dia.</p>
<h3>Como a duração da live é calculada?</h3>
<p>A duração é contada do momento em que a sua sala entra ao vivo até o momento em que sai do ar. O Histórico de lives mostra o total de cada dia, e as Estatísticas do mês mostram o total do mês e a categoria que você mais transmitiu.</p>
<h3>Quando os dados são atualizados?</h3>
<p>Logo após o fim de cada live e também por uma rotina diária que roda entre 0h e 6h. Se algum número parecer errado, confira de novo na manhã seguinte.</p>
<h3>Onde vejo os presentes que recebi?</h3>
<p>Os presentes enviados pelos espectadores aparecem nos seus ganhos, na Central do streamer.</p>
`,
};
