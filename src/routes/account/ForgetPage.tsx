export function ForgetPage() {
  return null;
}
