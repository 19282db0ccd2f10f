import { describe, expect, it } from 'vitest';

import { GROUP_NOTICE_KINDS, type GroupNoticeContent } from '../../../../protocol/group';
import { i18n } from '../../../i18n/i18n';
import { noticeContentSentence, noticeSentence, parseNotice } from './noticeText';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const ken = { actorID: '11', actorName: 'Ken' };
const amy = { userID: '12', name: 'Amy' };
const now = new Date(2025, 10, 20, 12, 0).getTime();

function notice(
  kind: GroupNoticeContent['kind'],
  extra: Partial<GroupNoticeContent> = {},
): GroupNoticeContent {
  return { kind, ...ken, targets: [amy], ...extra };
}

describe('group notice sentences', () => {
  it('says who muted whom until when, in the reader language', () => {
    const until = new Date(2025, 10, 25, 18, 0).getTime();
    expect(noticeSentence(notice('muted', { until }), 'en', now)).toBe(
      'Ken muted Amy until Nov 25, 06:00 PM',
    );
  });

  it('has one distinct sentence for every kind, naming the actor or the targets', () => {
    const sentences = GROUP_NOTICE_KINDS.map((kind) =>
      noticeSentence(notice(kind, { text: 'Fans' }), 'en', now),
    );
    expect(new Set(sentences).size).toBe(GROUP_NOTICE_KINDS.length);
    for (const s of sentences) expect(s).toMatch(/Ken|Amy/);
    expect(noticeSentence(notice('notice'), 'en', now)).toBe('Ken changed the group notice');
    expect(noticeSentence(notice('renamed', { text: 'Fans' }), 'en', now)).toBe(
      'Ken renamed the group to “Fans”',
    );
    expect(
      noticeSentence(notice('removed', { targets: [amy, { userID: '13', name: 'Bo' }] }), 'en', now),
    ).toBe('Ken removed Amy, Bo from the group');
  });

  it('names the actor when a join names nobody, and labels content that does not parse', () => {
    expect(noticeSentence(notice('joined', { targets: [] }), 'en', now)).toBe('Ken joined the group');
    expect(parseNotice('{"kind":"nope"}')).toBeUndefined();
    expect(noticeContentSentence('not json', 'en', now)).toBe('[Group notice]');
    expect(noticeContentSentence(JSON.stringify(notice('dismissed')), 'en', now)).toBe(
      'Ken dismissed the group',
    );
  });
});
