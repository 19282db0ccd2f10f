import fs from 'node:fs';

export interface PoEntry {
  id: string;
  str: string;
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** Reads the msgid/msgstr pairs of a .po file (multi-line strings joined; the header entry skipped). */
export function readPo(file: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: 'id' | 'str' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (current && id) entries.push({ id, str });
    id = '';
    str = '';
    current = undefined;
  };
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      current = 'id';
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      current = 'str';
      str = unquote(line);
    } else if (line.startsWith('"') && current) {
      if (current === 'id') id += unquote(line);
      else str += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      if (current === 'str') flush();
    }
  }
  flush();
  return entries;
}

/** The `{name}` placeholders of a message, sorted. */
export function placeholders(message: string): string[] {
  return (message.match(/\{[\w.]+\}/g) ?? []).sort();
}
