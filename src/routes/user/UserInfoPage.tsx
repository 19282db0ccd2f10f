export function UserInfoPage() {
  return null;
}
