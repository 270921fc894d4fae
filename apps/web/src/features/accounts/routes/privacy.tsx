import { LegalDocumentPage } from '@/features/accounts/components/legal-document-page';

export default function PrivacyPage() {
  return <LegalDocumentPage documentId="privacy-policy" />;
}
