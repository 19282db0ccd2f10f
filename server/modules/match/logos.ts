import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { TEAM_IMAGE_BASE, TEAM_IMAGE_DOMAINS, TEAM_IMAGE_OTHER } from '../../../protocol/match';
import type { AppContext } from '../../context';
import { teams } from '../../db/schema';

/**
 * Team badges drawn by our server (no external images): `TEAM_IMAGE_BASE/<sport domain>/<teamId>.svg`,
 * a shield for football and a disc otherwise, in two colours taken from the team's name, with its
 * initials. Drawn once per team and process, cached by browsers for a day.
 */
const DOMAINS = new Set([...Object.values(TEAM_IMAGE_DOMAINS), TEAM_IMAGE_OTHER]);
const SHIELD = 'M32 3 L58 12 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V12 Z';

function hue(text: string, salt: number): number {
  let h = salt;
  for (const ch of text) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return h % 360;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

export function teamBadge(name: string, football: boolean): string {
  const a = hue(name, 7);
  const b = (a + 140 + (hue(name, 13) % 80)) % 360;
  const shape = football
    ? `<path d="${SHIELD}" fill="hsl(${a} 62% 38%)" stroke="hsl(${b} 70% 60%)" stroke-width="4"/>`
    : `<circle cx="32" cy="32" r="28" fill="hsl(${a} 62% 38%)" stroke="hsl(${b} 70% 60%)" stroke-width="4"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${shape}` +
    `<text x="32" y="39" text-anchor="middle" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff">${xml(initials(name))}</text></svg>`
  );
}

export function registerTeamLogos(app: FastifyInstance, ctx: AppContext): void {
  const drawn = new Map<number, string>();
  app.get<{ Params: { domain: string; file: string } }>(
    `${TEAM_IMAGE_BASE}/:domain/:file`,
    async (req, reply) => {
      const id = /^(\d{1,9})\.svg$/.exec(req.params.file)?.[1];
      if (!DOMAINS.has(req.params.domain) || !id) return reply.code(404).type('text/plain').send('Not Found');
      let svg = drawn.get(Number(id));
      if (!svg) {
        const [team] = await ctx.database.db
          .select()
          .from(teams)
          .where(eq(teams.id, Number(id)))
          .limit(1);
        if (!team) return reply.code(404).type('text/plain').send('Not Found');
        svg = teamBadge(team.names.en ?? Object.values(team.names)[0] ?? '?', team.sportId === 1);
        if (drawn.size < 10_000) drawn.set(team.id, svg);
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
