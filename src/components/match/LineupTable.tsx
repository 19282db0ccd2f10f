import { Trans, useLingui } from '@lingui/react/macro';

import type { MatchCard } from '../../../protocol/match';
import { type LineupPlayer, lineupOrder, type Lineups } from '../../../protocol/matchEvents';

/** The line-ups of both sides (§2 live page: football and basketball): starters, then substitutes. */
export function LineupTable({ match, lineups }: { match: MatchCard; lineups: Lineups }) {
  const { t } = useLingui();
  const sides = [
    { key: 'home' as const, name: match.home.name, players: lineups.home },
    { key: 'away' as const, name: match.away.name, players: lineups.away },
  ];
  return (
    <section className="card lineups" aria-labelledby="lineups-title" data-testid="lineups">
      <h2 id="lineups-title" className="section-title">
        <Trans>Line-ups</Trans>
      </h2>
      <div className="lineup-sides">
        {sides.map((side) => {
          const { starters, bench } = lineupOrder(side.players);
          return (
            <table key={side.key} className="lineup-table" data-testid={`lineup-${side.key}`}>
              <caption>{side.name}</caption>
              <thead>
                <tr>
                  <th scope="col" className="lineup-number">
                    <abbr title={t`Shirt number`}>#</abbr>
                  </th>
                  <th scope="col">{t`Player`}</th>
                  <th scope="col" className="lineup-position">
                    {t`Position`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {starters.length === 0 && bench.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="muted">
                      <Trans>Not announced yet</Trans>
                    </td>
                  </tr>
                ) : null}
                {starters.map((p) => (
                  <Row key={`s-${p.number}-${p.name}`} player={p} />
                ))}
                {bench.length > 0 ? (
                  <tr className="lineup-bench-head">
                    <th scope="rowgroup" colSpan={3}>
                      <Trans>Substitutes</Trans>
                    </th>
                  </tr>
                ) : null}
                {bench.map((p) => (
                  <Row key={`b-${p.number}-${p.name}`} player={p} />
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}

function Row({ player }: { player: LineupPlayer }) {
  const { t } = useLingui();
  // The codes stay as the feed sends them; their names are the tooltip and what screen readers say.
  const names: Record<string, string> = {
    GK: t`Goalkeeper`,
    DF: t`Defender`,
    MF: t`Midfielder`,
    FW: t({ message: 'Forward', context: 'football position' }),
    PG: t`Point guard`,
    SG: t`Shooting guard`,
    SF: t`Small forward`,
    PF: t`Power forward`,
    C: t`Center`,
  };
  const name = names[player.position];
  return (
    <tr data-testid={player.starter ? 'lineup-starter' : 'lineup-sub'}>
      <td className="lineup-number">{player.number}</td>
      <th scope="row">{player.name}</th>
      <td className="lineup-position">
        {name ? <abbr title={name}>{player.position}</abbr> : player.position}
      </td>
    </tr>
  );
}
