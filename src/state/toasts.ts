import { proxy, useSnapshot } from 'valtio';

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'error';
  text: string;
}

const toasts = proxy<{ list: Toast[] }>({ list: [] });
let nextId = 1;

export function showToast(text: string, kind: Toast['kind'] = 'info'): void {
  const id = nextId++;
  toasts.list.push({ id, kind, text });
  if (kind !== 'error') setTimeout(() => dismissToast(id), 4000);
}

export function dismissToast(id: number): void {
  const index = toasts.list.findIndex((t) => t.id === id);
  if (index >= 0) toasts.list.splice(index, 1);
}

export function useToasts(): readonly Toast[] {
  return useSnapshot(toasts).list;
}
