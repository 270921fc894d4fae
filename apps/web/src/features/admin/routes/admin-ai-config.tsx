export default function AdminAiConfigPage() {
  return null;
}
