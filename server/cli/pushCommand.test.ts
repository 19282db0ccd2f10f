import { describe, expect, it } from 'vitest';

import { adminPushRequest } from '../../protocol/push';
import { parsePushArgs } from './pushCommand';

describe('admin push command', () => {
  it('turns the options into an admin push body the API accepts', () => {
    const cases: [string[], object][] = [
      [['Hello'], { type: 4, title: 'Hello' }],
      [
        ['Final', 'Tonight 20:00', '--match', '12'],
        { title: 'Final', body: 'Tonight 20:00', webActionType: 1, webActionContent: '12' },
      ],
      [
        ['Li is live', '--room', '31', '--to', 'viewer01,viewer02'],
        { webActionType: 2, webActionContent: '31', usernames: ['viewer01', 'viewer02'] },
      ],
      [
        ['Read this', '--link', 'https://example.com/a'],
        { webActionType: 3, webActionContent: 'https://example.com/a' },
      ],
      [
        ['Transfer', '--news', '--img', 'https://img.example.com/a.jpg'],
        { type: 3, imgUrl: 'https://img.example.com/a.jpg' },
      ],
    ];
    for (const [args, expected] of cases) {
      const body = parsePushArgs(args);
      expect(body).toMatchObject(expected);
      expect(adminPushRequest.safeParse(body).success).toBe(true);
    }
  });

  it('explains what is wrong instead of sending', () => {
    expect(parsePushArgs([])).toMatch(/^usage/);
    expect(parsePushArgs(['a', 'b', 'c'])).toMatch(/^usage/);
    expect(parsePushArgs(['a', '--match'])).toBe('--match needs a value');
    expect(parsePushArgs(['a', '--loud'])).toBe('unknown option --loud');
  });
});
