import { describe, expect, it } from 'vitest';

import type { AnchorColumn } from '../../../protocol/system';
import { anchorColumnName } from './anchorColumnName';

const column: AnchorColumn = {
  anchorType: 1,
  text: 'Football',
  name: '足球',
  nameTw: '足球',
  nameIdn: 'Sepak bola',
  nameVn: 'Bóng đá',
  nameTh: 'ฟุตบอล',
  namePor: 'Futebol',
  nameHin: 'फ़ुटबॉल',
  nameEn: 'Football',
};

describe('anchorColumnName', () => {
  it('shows the name of the current language', () => {
    expect(anchorColumnName(column, 'zh')).toBe('足球');
    expect(anchorColumnName(column, 'ind')).toBe('Sepak bola');
    expect(anchorColumnName(column, 'por')).toBe('Futebol');
    expect(anchorColumnName(column, 'en')).toBe('Football');
  });

  it("falls back to the server's text, then English, when a language has no name", () => {
    expect(anchorColumnName({ ...column, nameTh: ' ', text: 'Bola' }, 'tha')).toBe('Bola');
    expect(anchorColumnName({ ...column, nameHin: '', text: '' }, 'hin')).toBe('Football');
  });
});
