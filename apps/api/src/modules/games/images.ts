import { createHash } from 'node:crypto';
import { builtInGameArtPath } from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { games, providers } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * Game pictures, provider logos and content banners, drawn here as SVG: the demo catalogue and
 * content have no artwork of their own, and a drawn card (colours from the name, its title and
 * provider) beats a broken image. An operator who sets real artwork bypasses these routes entirely;
 * the built-in games' pictures lead to their artwork (apps/web/public/game-art).
 */

const IMAGE_SIZE = 240;
/** A week: the picture changes only when the game is renamed. */
const CACHE_CONTROL = 'public, max-age=604800';
const FILE = /^([\w.-]{1,64})\.svg$/;

/** Two hues and an angle that stay the same for a given text. */
function paletteOf(text: string): { from: number; to: number; angle: number } {
  const digest = createHash('sha256').update(text).digest();
  const from = digest.readUInt16BE(0) % 360;
  return { from, to: (from + 40 + (digest[2]! % 80)) % 360, angle: digest[3]! % 360 };
}

/** The name on at most two lines of about 14 characters, the second cut with an ellipsis. */
export function titleLines(name: string, width = 14): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, width - 1).trimEnd()}…`];
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function gameSvg(game: { providerName: string; gameName: string; key: string }): string {
  const { from, to, angle } = paletteOf(game.key);
  const lines = titleLines(game.gameName);
  const title = lines
    .map(
      (line, index) =>
        `<text x="120" y="${lines.length === 1 ? 196 : 184 + index * 24}" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 240 240" role="img" aria-label="${escapeHtml(game.gameName)}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${from} 70% 42%)"/><stop offset="1" stop-color="hsl(${to} 75% 24%)"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.38" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="240" height="240" fill="url(#bg)"/>
<circle cx="120" cy="92" r="110" fill="url(#glow)"/>
<circle cx="120" cy="92" r="54" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
<text x="120" y="110" font-size="50" font-weight="800" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif">${escapeHtml(initialsOf(game.gameName))}</text>
<rect y="156" width="240" height="84" fill="#000" fill-opacity="0.35"/>
<g font-family="system-ui, sans-serif">${title}
<text x="12" y="24" font-size="12" font-weight="600" fill="#fff" fill-opacity="0.85">${escapeHtml(game.providerName)}</text></g>
</svg>`;
}

export function providerLogoSvg(provider: { name: string; logoCode: string }): string {
  const { from, to } = paletteOf(provider.logoCode);
  const label = escapeHtml(initialsOf(provider.name).slice(0, 2) || provider.logoCode.slice(0, 2).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeHtml(provider.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from} 70% 48%)"/><stop offset="1" stop-color="hsl(${to} 70% 30%)"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#bg)"/>
<text x="32" y="41" font-family="system-ui, sans-serif" font-size="24" font-weight="800" text-anchor="middle" fill="#fff">${label}</text>
</svg>`;
}

/** A wide banner for promotions and news: colours and shapes from its key, no text (the card has the title). */
export function bannerSvg(key: string): string {
  const { from, to, angle } = paletteOf(key);
  const digest = createHash('sha256').update(`banner:${key}`).digest();
  const circles = [0, 1, 2, 3]
    .map((index) => {
      const x = (digest[index * 3]! / 255) * 640;
      const y = (digest[index * 3 + 1]! / 255) * 320;
      const radius = 40 + (digest[index * 3 + 2]! % 120);
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${radius}" fill="#fff" fill-opacity="${(0.06 + index * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320" aria-hidden="true">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${from} 72% 40%)"/><stop offset="1" stop-color="hsl(${to} 75% 22%)"/></linearGradient></defs>
<rect width="640" height="320" fill="url(#bg)"/>${circles}
</svg>`;
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('cache-control', CACHE_CONTROL)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml')
    .send(svg);
}

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');

export function gameImageRoutes(app: FastifyInstance): void {
  const { db } = app;

  app.get<{ Params: { provider: string; file: string } }>('/img/games/:provider/:file', async (request, reply) => {
    const gameCode = FILE.exec(request.params.file)?.[1];
    if (!gameCode) return notFound(reply);
    // The built-in games have artwork of their own, drawn in the repository and served with the web app.
    const art = builtInGameArtPath(request.params.provider, gameCode);
    if (art) return reply.header('cache-control', CACHE_CONTROL).redirect(art);
    const [row] = await db
      .select({ gameName: games.gameName, providerName: providers.name })
      .from(games)
      .innerJoin(providers, eq(providers.code, games.providerCode))
      .where(and(eq(games.providerCode, request.params.provider), eq(games.gameCode, gameCode)));
    if (!row) return notFound(reply);
    return sendSvg(reply, gameSvg({ ...row, key: `${request.params.provider}/${gameCode}` }));
  });

  app.get<{ Params: { file: string } }>('/img/providers/:file', async (request, reply) => {
    const logoCode = FILE.exec(request.params.file)?.[1];
    if (!logoCode) return notFound(reply);
    const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.logoCode, logoCode)).limit(1);
    if (!row) return notFound(reply);
    return sendSvg(reply, providerLogoSvg({ name: row.name, logoCode }));
  });

  app.get<{ Params: { file: string } }>('/img/banners/:file', async (request, reply) => {
    const key = FILE.exec(request.params.file)?.[1];
    return key ? sendSvg(reply, bannerSvg(key)) : notFound(reply);
  });
}
