export function RegisterPage() {
  return null;
}
