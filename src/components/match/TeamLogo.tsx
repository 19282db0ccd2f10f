import { teamLogoUrl } from '../../../protocol/match';

/** A team badge (its own logo or our generated one in the sport's image domain, §3). */
export function TeamLogo({
  sportId,
  team,
  size = 28,
}: {
  sportId: number;
  team: { id: number; logo: string };
  size?: number;
}) {
  const src = team.logo.startsWith('/') ? team.logo : teamLogoUrl(sportId, team.id, team.logo);
  return (
    <img className="team-logo" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
