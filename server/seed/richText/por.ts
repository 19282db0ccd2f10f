/** Brazilian Portuguese user service agreement and privacy agreement (seed data of 0003-rich-text). */

export const service = {
  title: 'Termos de Uso do Tribune',
  html: `
<p>Boas-vindas ao Tribune. Estes termos são firmados entre você e a empresa que opera a plataforma Tribune ("Tribune" ou "nós") e regem o uso do site Tribune, das transmissões ao vivo de partidas, das salas ao vivo dos streamers, do chat, das mensagens e dos serviços relacionados. Leia com atenção, principalmente os trechos em <strong>negrito</strong>, que limitam a nossa responsabilidade ou os seus direitos. Ao se cadastrar, entrar ou usar o serviço, você confirma que leu, entendeu e aceitou estes termos.</p>
<h2>1. Sua conta</h2>
<p>Você se cadastra com um número de celular, que confirmamos por um código enviado por SMS, e com um nome de usuário e uma senha de sua escolha. As informações fornecidas devem ser verdadeiras e mantidas atualizadas.</p>
<ul>
<li>Cada número de celular pode estar vinculado a apenas uma conta. Contas não podem ser vendidas, alugadas, emprestadas nem transferidas de nenhuma forma.</li>
<li>Você é responsável por manter em sigilo sua senha e seus códigos SMS e por tudo o que for feito com a sua conta. Avise-nos imediatamente se suspeitar que outra pessoa está usando a sua conta.</li>
<li>Seu nome de usuário, apelido, foto de perfil e perfil não podem se passar por outra pessoa ou organização, nem conter publicidade, dados de contato ou conteúdo ofensivo.</li>
</ul>
<h2>2. Cadastro e análise de streamers</h2>
<p>Qualquer usuário cadastrado pode se candidatar para ser streamer. Todas as candidaturas são analisadas pela plataforma, e você só pode transmitir ao vivo depois de aprovado.</p>
<ul>
<li>Você deve preencher seus dados de perfil corretamente e enviar uma foto verdadeira sua. As informações da candidatura devem corresponder às da sua conta.</li>
<li>Podemos aprovar ou recusar uma candidatura a nosso critério, sem obrigação de informar os motivos. Depois de uma recusa, você pode se candidatar novamente.</li>
<li>Streamers aprovados devem seguir estes termos, as regras de transmissão publicadas na plataforma e as leis do local de onde transmitem. Podemos reavaliar um streamer a qualquer momento e suspender ou cancelar seu status de streamer em caso de violação.</li>
</ul>
<h2>3. Conduta nas salas ao vivo e no chat</h2>
<p>As salas ao vivo, as salas de chat e as mensagens privadas e de grupo são espaços compartilhados. Você não pode publicar, enviar, transmitir nem compartilhar links de nada que:</p>
<ul>
<li>seja ilegal ou incentive a violência, o terrorismo, a automutilação ou o ódio contra qualquer grupo;</li>
<li>seja pornográfico ou obsceno, ou sexualize menores de qualquer forma;</li>
<li>assedie, ameace ou ofenda outras pessoas, ou exponha informações privadas de terceiros;</li>
<li>promova jogos de azar, apostas ilegais, manipulação de resultados, golpes, pirâmides financeiras ou produtos financeiros não autorizados;</li>
<li>seja spam ou publicidade, ou leve usuários para outras plataformas sem a nossa autorização;</li>
<li>viole direitos autorais, marcas ou outros direitos, ou espalhe informações falsas de forma deliberada.</li>
</ul>
<p>Você também não pode atrapalhar o funcionamento do serviço, por exemplo, inundando o chat de mensagens, usando bots ou scripts, explorando falhas do sistema ou tentando acessar contas de outras pessoas ou os nossos sistemas.</p>
<h2>4. Silenciamentos, banimentos e outras medidas</h2>
<p>Para manter a plataforma segura, nós, e os streamers em suas próprias salas, podemos agir contra conteúdos ou contas que violem estas regras. Dependendo da gravidade da violação e de sua repetição, as medidas incluem:</p>
<ul>
<li>apagar mensagens ou outros conteúdos;</li>
<li>silenciar você em uma sala ou em toda a plataforma por um período;</li>
<li>remover você de uma sala ao vivo ou de um chat em grupo;</li>
<li>encerrar uma transmissão ou suspender o status de streamer;</li>
<li>banir a conta temporária ou permanentemente, junto com o número de celular ou o dispositivo vinculado a ela.</li>
</ul>
<p>Quando a lei exigir, guardamos registros e comunicamos conteúdos ilegais às autoridades competentes. Se você acreditar que uma medida foi aplicada por engano, pode recorrer pelo atendimento ao cliente; analisaremos o recurso e informaremos o resultado.</p>
<h2>5. Moedas virtuais, presentes e envelopes vermelhos</h2>
<p><strong>Moedas virtuais, presentes e envelopes vermelhos são itens virtuais que só podem ser usados no Tribune. Eles não têm valor em dinheiro, não são moeda de curso legal e não podem ser trocados por dinheiro, levados para fora da plataforma ou negociados entre usuários, exceto pelos recursos que oferecemos.</strong></p>
<ul>
<li>Um presente é consumido assim que é enviado a um streamer e não pode ser cancelado nem reembolsado, salvo quando a lei determinar o contrário.</li>
<li>Um envelope vermelho enviado em uma sala ou chat é dividido entre os usuários que o resgatarem, conforme as regras exibidas no envio. <strong>Qualquer parte de um envelope vermelho que não for resgatada em 24 horas volta automaticamente para o saldo de quem o enviou.</strong></li>
<li>Se moedas ou itens forem perdidos por uma falha nossa, nós os restituiremos assim que a falha for confirmada. Podemos recolher moedas ou itens obtidos por meio de falhas do sistema, fraude ou violação destes termos.</li>
<li>Os ganhos dos streamers com presentes são regidos por um contrato de streamer separado e por suas regras de pagamento.</li>
</ul>
<h2>6. Propriedade intelectual</h2>
<p>O nome, o logotipo, o software, o design das páginas do Tribune e o conteúdo que produzimos pertencem a nós ou aos nossos licenciantes. Imagens, placares e dados das partidas podem pertencer a ligas, clubes, emissoras ou outros titulares de direitos e são exibidos sob licença ou nos limites permitidos pela lei.</p>
<p>Os streamers mantêm os direitos sobre suas transmissões, comentários e imagem. Ao transmitir no Tribune, o streamer nos concede uma licença mundial, não exclusiva e gratuita para hospedar, transmitir, gravar e reproduzir a transmissão e trechos dela, e para usá-los na divulgação da plataforma. <strong>Os streamers não podem retransmitir partidas nem qualquer outro conteúdo que não tenham o direito de exibir.</strong> Removemos conteúdo que viole direitos quando o titular nos notifica com detalhes suficientes para localizá-lo, e podemos encerrar as contas de quem viola direitos repetidamente.</p>
<h2>7. Menores de idade</h2>
<p>O Tribune é destinado a maiores de 18 anos. Se você tem menos de 18 anos, só pode usar o serviço com o consentimento e a supervisão de seus pais ou responsável legal, e não pode se candidatar a streamer, comprar moedas virtuais nem enviar presentes ou envelopes vermelhos. Pais ou responsáveis que acreditem que um menor fez gastos sem autorização podem entrar em contato conosco, e trataremos o caso de acordo com a lei.</p>
<h2>8. Suspensão e encerramento</h2>
<p>Você pode deixar de usar o serviço a qualquer momento e pode pedir ao atendimento ao cliente que encerre a sua conta. Depois do encerramento, os dados são tratados conforme descrito na política de privacidade, e <strong>as moedas virtuais restantes na conta não podem ser reembolsadas, salvo quando a lei determinar o contrário.</strong></p>
<p>Podemos suspender ou encerrar uma conta, avisando com antecedência sempre que possível, se você violar estes termos de forma grave ou repetida, se a lei ou uma autoridade exigir, ou se a conta ficar sem uso por mais de dois anos. As cláusulas que, por sua natureza, devem continuar valendo após o encerramento, como as de propriedade intelectual e de responsabilidade, permanecem em vigor.</p>
<h2>9. Isenções e limitação de responsabilidade</h2>
<p>O serviço é oferecido "no estado em que se encontra". As transmissões ao vivo dependem de redes, sinais de terceiros e dos streamers, e podem sofrer atrasos, interrupções ou perda de qualidade; não garantimos que uma partida ou sala estará disponível em determinado horário. Placares, estatísticas e opiniões de streamers ou usuários servem apenas como referência e não são nenhum tipo de aconselhamento profissional.</p>
<p><strong>Na medida permitida pela lei, não somos responsáveis por perdas indiretas ou consequentes, por conteúdos publicados por usuários ou streamers, nem por perdas causadas por eventos fora do nosso controle razoável, como falhas de rede, ataques ou atos de autoridades. Nossa responsabilidade total perante você, em qualquer reclamação, fica limitada ao valor que você nos pagou nos três meses anteriores ao fato que deu origem à reclamação.</strong> Nada nestes termos exclui responsabilidades que a lei não permite excluir.</p>
<h2>10. Alterações destes termos</h2>
<p>Podemos atualizar estes termos quando nossos serviços ou a lei mudarem. Publicaremos a nova versão nesta página com uma nova data de "última atualização" e, no caso de mudanças importantes, também avisaremos você no site antes que entrem em vigor. Se continuar usando o serviço depois que as mudanças entrarem em vigor, você aceita a nova versão; se não concordar, deixe de usar o serviço e encerre a sua conta.</p>
<h2>11. Lei aplicável e contato</h2>
<p>Estes termos são regidos pela lei do local onde a empresa que opera o Tribune está registrada, sem prejuízo das normas obrigatórias de proteção ao consumidor do seu país de residência. Buscaremos primeiro resolver qualquer divergência de forma amigável; se isso não for possível, qualquer das partes poderá levá-la ao tribunal competente.</p>
<p>Para dúvidas, reclamações ou recursos, fale com o atendimento ao cliente no site ou escreva para <strong>support@tribune.example</strong>. Procuramos responder em até 7 dias úteis.</p>
`.trim(),
};

export const privacy = {
  title: 'Política de Privacidade do Tribune',
  html: `
<p>Esta política explica quais dados pessoais o Tribune ("nós") coleta quando você usa o nosso site e os nossos serviços, por que os coletamos, por quanto tempo os guardamos, com quem os compartilhamos e quais são os seus direitos. Leia-a junto com os Termos de Uso. Ao usar o Tribune, você confirma que leu e entendeu esta política.</p>
<h2>1. Dados que coletamos</h2>
<p><strong>Dados que você nos fornece:</strong></p>
<ul>
<li>número de celular e código do país, usados para cadastro, login e confirmação da sua identidade por código SMS;</li>
<li>nome de usuário e senha (guardamos apenas um hash com salt da senha, nunca a senha em si);</li>
<li>os campos de perfil que você decide preencher: apelido, gênero, data de nascimento, estado e cidade, altura, peso, status de relacionamento, hobbies e apresentação pessoal;</li>
<li>sua foto de perfil e as fotos que você envia, por exemplo, na candidatura a streamer;</li>
<li>as mensagens que você envia nas salas de chat ao vivo, as mensagens privadas e de grupo, e as denúncias e recursos que nos envia.</li>
</ul>
<p><strong>Dados coletados automaticamente:</strong></p>
<ul>
<li>um hash do dispositivo: um identificador calculado a partir de características do seu navegador e dispositivo e guardado no navegador, usado para reconhecer o dispositivo por motivos de segurança;</li>
<li>um token de notificações push, se você permitir notificações no navegador;</li>
<li>dados de registro, como endereço IP e a região aproximada obtida a partir dele, tipo de navegador, idioma, páginas visitadas e horários de acesso;</li>
<li>registros da sua atividade na plataforma, como streamers que você segue, partidas que você agenda e transações de presentes, envelopes vermelhos e moedas.</li>
</ul>
<h2>2. Como usamos os seus dados</h2>
<ul>
<li>para criar e proteger a sua conta: confirmar o número de celular, fazer o login, detectar acessos incomuns e evitar fraudes e roubo de contas;</li>
<li>para prestar o serviço: exibir o seu perfil público, entregar mensagens de chat e privadas, lembrar você das partidas agendadas e avisar quando streamers que você segue entram ao vivo;</li>
<li>para analisar candidaturas de streamers, moderar conteúdos, aplicar silenciamentos e banimentos e tratar denúncias e recursos;</li>
<li>para processar presentes, envelopes vermelhos e saldos de moedas, incluindo a devolução de envelopes vermelhos não resgatados em 24 horas;</li>
<li>para exibir o site no seu idioma e na sua região, medir e melhorar o desempenho e corrigir falhas;</li>
<li>para cumprir obrigações legais e atender a solicitações legítimas de autoridades.</li>
</ul>
<p><strong>Não vendemos os seus dados pessoais e não usamos o conteúdo das suas mensagens privadas para publicidade.</strong></p>
<h2>3. Por quanto tempo guardamos</h2>
<ul>
<li>dados da conta e do perfil: enquanto a conta existir; depois, são excluídos ou anonimizados em até 30 dias após o encerramento da conta, salvo quando a lei exigir que sejam mantidos por mais tempo;</li>
<li>mensagens das salas de chat ao vivo: até 180 dias; mensagens privadas e de grupo: até que a conversa seja apagada ou as contas envolvidas sejam encerradas;</li>
<li>códigos de verificação por SMS: expiram após 5 minutos e depois são excluídos;</li>
<li>registros de login e de segurança: até 6 meses;</li>
<li>registros de moedas, presentes e envelopes vermelhos: pelo prazo exigido pela legislação contábil e fiscal, geralmente 5 anos;</li>
<li>registros de silenciamentos e banimentos: pelo tempo necessário para aplicá-los, já que um banimento pode valer para um número de celular ou dispositivo.</li>
</ul>
<h2>4. Com quem compartilhamos</h2>
<p>Compartilhamos dados pessoais apenas na medida necessária para operar o serviço:</p>
<ul>
<li><strong>provedores de SMS</strong> recebem o seu número de celular e o código de verificação para entregá-lo;</li>
<li><strong>serviços de notificações push</strong> (o serviço de push do seu navegador, como os operados pelo Google, Mozilla, Apple ou Microsoft) recebem o seu token push e a notificação criptografada para entregá-la;</li>
<li>provedores de hospedagem e armazenamento guardam dados em nosso nome, por contrato e apenas conforme as nossas instruções;</li>
<li>outros usuários veem o que você torna público: apelido, foto de perfil, campos públicos do perfil e as mensagens que você envia nas salas e nos chats em grupo;</li>
<li>autoridades, quando a lei exigir ou quando for necessário para proteger os direitos, o patrimônio ou a segurança dos usuários ou do público;</li>
<li>um sucessor, em caso de fusão ou aquisição, que deverá continuar protegendo os seus dados conforme esta política.</li>
</ul>
<p>Se algum desses provedores estiver em outro país, adotamos medidas adequadas para que os seus dados continuem protegidos.</p>
<h2>5. Cookies e armazenamento local</h2>
<p>O Tribune não usa cookies de publicidade nem cookies de rastreamento de terceiros. Em vez disso, guarda uma pequena quantidade de dados no armazenamento local e no banco de dados do seu navegador:</p>
<ul>
<li>o seu token de login, para manter você conectado;</li>
<li>o idioma escolhido;</li>
<li>o identificador do seu dispositivo;</li>
<li>um cache de mensagens recentes e de recursos do site, para que as páginas carreguem rápido e continuem funcionando quando a conexão cair.</li>
</ul>
<p>Você pode apagar esses dados a qualquer momento nas configurações do navegador. Depois disso, você será desconectado e alguns recursos só voltarão a funcionar quando você entrar novamente.</p>
<h2>6. Seus direitos</h2>
<p>De acordo com a lei do lugar onde você mora, você tem direito de:</p>
<ul>
<li>acessar os seus dados pessoais e receber uma cópia deles;</li>
<li>corrigir os seus dados; a maioria dos campos do perfil pode ser editada por você mesmo na página de informações pessoais;</li>
<li>pedir a exclusão dos seus dados ou o encerramento da conta;</li>
<li>revogar o seu consentimento, por exemplo, desativando as notificações no navegador;</li>
<li>se opor a certos tratamentos ou pedir que sejam limitados, e apresentar reclamação à autoridade de proteção de dados.</li>
</ul>
<p>Para exercer esses direitos, entre em contato conforme indicado abaixo. Poderemos pedir que você confirme a sua identidade antes, e responderemos em até 15 dias úteis.</p>
<h2>7. Segurança</h2>
<p>Protegemos os seus dados com medidas técnicas e organizacionais, incluindo conexões criptografadas (HTTPS), senhas armazenadas como hash, controles de acesso que limitam o acesso da equipe a quem realmente precisa e monitoramento de logins incomuns. Nenhum sistema é totalmente seguro; por isso, use uma senha forte, nunca compartilhe os seus códigos SMS e avise-nos imediatamente se notar algo estranho. Se ocorrer um incidente de segurança que afete os seus dados, informaremos você e as autoridades conforme exigido pela lei.</p>
<h2>8. Menores de idade</h2>
<p>Se você tem menos de 18 anos, leia esta política com seus pais ou responsável legal. Não coletamos intencionalmente dados pessoais de crianças menores de 14 anos sem o consentimento dos pais ou responsável; se soubermos que isso aconteceu, excluiremos os dados sem demora.</p>
<h2>9. Alterações desta política</h2>
<p>Podemos atualizar esta política quando nossos serviços ou a lei mudarem. Publicaremos a nova versão nesta página com uma nova data de "última atualização" e, no caso de mudanças importantes, também avisaremos você no site antes que entrem em vigor.</p>
<h2>10. Fale conosco</h2>
<p>Para dúvidas ou solicitações sobre os seus dados pessoais, escreva para <strong>privacy@tribune.example</strong> ou fale com o atendimento ao cliente no site. Responderemos em até 15 dias úteis.</p>
`.trim(),
};
