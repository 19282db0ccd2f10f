import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  FIRST_SCREEN_FILE,
  type FirstScreen,
  type FirstScreens,
  type ScreenMarkup,
  shellWithScreens,
} from '../../protocol/firstScreen';
import { type Language, LANGUAGE_LOCALE, languageFromBrowser } from '../../protocol/language';
import { EncodedText } from './preparedAnswer';
import { REVALIDATE_CACHE } from './staticCache';

/** What chooses the page's bytes: the encoding and the language of its first screen. */
const PAGE_VARY = 'accept-encoding, accept-language';

interface Page {
  body: EncodedText;
  etag: string;
}

/** The browser's language as the page will take it on a first visit: the first of Accept-Language. */
export function languageOfHeader(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return languageFromBrowser(first || undefined);
}

function isScreen(value: unknown): value is FirstScreen {
  const screen = value as Partial<FirstScreen> | null;
  return typeof screen?.route === 'string' && typeof screen.pages === 'object' && screen.pages !== null;
}

function readScreens(clientDir: string): FirstScreens | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(clientDir, FIRST_SCREEN_FILE), 'utf8')) as unknown;
    const screens = (value as Partial<FirstScreens> | null)?.screens;
    return Array.isArray(screens) && screens.every(isScreen) ? { screens } : null;
  } catch {
    return null;
  }
}

/**
 * The page with the first screens (the home's, the live pages') in the visitor's language (issue 18:
 * a first visit paints the page before the app's script has run), one per language, made the first
 * time it is asked for and then sent as the same bytes (brotli, gzip or plain: EncodedText) with its
 * ETag. The build renders the screens (scripts/firstScreen.ts); the page's gate shows the one of its
 * route, to a visitor of its language (protocol/pageSnapshotGate.ts). The service worker's shell is
 * the plain index.html (its precache asks for that file by name).
 */
export class FirstScreenPages {
  private readonly pages = new Map<Language, Page>();

  private constructor(
    private readonly shell: string,
    private readonly screens: FirstScreens,
  ) {}

  /** The pages of the build in `clientDir`; null when it has no first screens (the plain page then). */
  static load(clientDir: string): FirstScreenPages | null {
    const screens = readScreens(clientDir);
    if (!screens) return null;
    try {
      return new FirstScreenPages(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), screens);
    } catch {
      return null;
    }
  }

  private pageIn(lang: Language): Page | null {
    const made = this.pages.get(lang);
    if (made) return made;
    const screens: ScreenMarkup[] = [];
    for (const { route, pages } of this.screens.screens) {
      const markup = pages[lang];
      if (typeof markup === 'string') screens.push({ route, markup });
    }
    const html = shellWithScreens(this.shell, screens, { lang: LANGUAGE_LOCALE[lang], firstScreen: lang });
    if (html === null) return null;
    const page = {
      body: new EncodedText(html),
      etag: `"fs-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    this.pages.set(lang, page);
    return page;
  }

  /** Answers `req` with the page in its browser's language; false when there is none to send. */
  send(req: FastifyRequest, reply: FastifyReply): boolean {
    const page = this.pageIn(languageOfHeader(req.headers['accept-language']));
    if (!page) return false;
    reply.header('cache-control', REVALIDATE_CACHE);
    reply.header('etag', page.etag);
    reply.type('text/html; charset=utf-8');
    if (req.headers['if-none-match'] === page.etag) {
      reply.header('vary', PAGE_VARY);
      void reply.code(304).send();
      return true;
    }
    void reply.send(page.body.negotiate(req, reply, PAGE_VARY));
    return true;
  }
}
