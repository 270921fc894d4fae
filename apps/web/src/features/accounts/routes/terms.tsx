import { LegalDocumentPage } from '@/features/accounts/components/legal-document-page';

export default function TermsPage() {
  return <LegalDocumentPage documentId="terms-of-service" />;
}
