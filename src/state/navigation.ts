/** The router registers itself here so state actions can navigate without importing the route tree. */
interface Navigator {
  go(path: string): void;
  /** True when the route being shown needs a login (§2). */
  currentNeedsAuth(): boolean;
}

let navigator: Navigator = {
  go: (path) => {
    location.hash = `#${path}`;
  },
  currentNeedsAuth: () => false,
};

export function setNavigator(n: Navigator): void {
  navigator = n;
}

export function go(path: string): void {
  navigator.go(path);
}

export function currentNeedsAuth(): boolean {
  return navigator.currentNeedsAuth();
}
