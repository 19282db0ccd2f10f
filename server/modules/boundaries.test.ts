/**
 * The shape of the server's modules: a module reaches another only through that module's public
 * surface (its index.ts) and its runtime on the context, never its internals, and no two modules
 * depend on each other, directly or around a circle.
 */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

function sources(): { module: string; file: string; text: string }[] {
  return fs
    .readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && path.basename(f) !== 'testKit.ts')
    .filter((f) => f.includes(path.sep))
    .map((f) => ({
      module: f.split(path.sep)[0]!,
      file: f,
      text: fs.readFileSync(path.join(ROOT, f), 'utf8'),
    }));
}

/** Every import of one module into another: [from module, to module, the path inside it]. */
function crossImports(): { from: string; to: string; inner: string; file: string }[] {
  const out: { from: string; to: string; inner: string; file: string }[] = [];
  for (const { module, file, text } of sources())
    for (const [, spec] of text.matchAll(IMPORT)) {
      if (!spec!.startsWith('.')) continue;
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec!));
      if (target.startsWith('..')) continue;
      const [to, ...inner] = target.split(path.sep);
      if (to && to !== module) out.push({ from: module, to, inner: inner.join('/'), file });
    }
  return out;
}

function cycle(edges: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of edges.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

describe('server module boundaries', () => {
  it('finds the modules and their imports (the scan itself works)', () => {
    const imports = crossImports();
    expect(new Set(sources().map((s) => s.module))).toContain('realtime');
    expect(imports.some((i) => i.from === 'im' && i.to === 'realtime')).toBe(true);
  });

  it('imports another module only through its index.ts', () => {
    const internal = crossImports()
      .filter((i) => i.inner !== '' && i.inner !== 'index')
      .map((i) => `${i.file} -> ${i.to}/${i.inner}`);
    expect(internal).toEqual([]);
  });

  it('has no circle of modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of crossImports()) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
    expect(cycle(edges)).toBeUndefined();
  });

  it('keeps the realtime transport below every feature module', () => {
    expect(crossImports().filter((i) => i.from === 'realtime')).toEqual([]);
  });

  it('tells a circle when there is one (the check can fail)', () => {
    const edges = new Map([
      ['im', new Set(['room'])],
      ['room', new Set(['redpacket'])],
      ['redpacket', new Set(['im'])],
    ]);
    expect(cycle(edges)).toEqual(['im', 'room', 'redpacket', 'im']);
  });
});
