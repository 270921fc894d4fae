import type { LegalDocumentId } from '@pitchscope/domain/constants';

/**
 * The built-in Terms of Service and Privacy Policy, stored on first load and then edited by an admin
 * (spec deep-analysis-admin §2.9, accounts-tokens-settings §2.10 and §9: terms effective April 4, 2025,
 * privacy effective April 1, 2025, minimum age 18, liability capped at 12 months of payments).
 *
 * Pitchscope is self-hosted: "the Operator" is whoever runs this installation, and is the controller of
 * the personal data in it. The texts say so instead of naming a company that does not exist.
 */
export interface DefaultLegalDocument {
  id: LegalDocumentId;
  title: string;
  content: string;
}

export const TERMS_EFFECTIVE_DATE = 'April 4, 2025';
export const PRIVACY_EFFECTIVE_DATE = 'April 1, 2025';
export const MINIMUM_AGE = 18;
export const LIABILITY_CAP_MONTHS = 12;
export const DELETED_DATA_REMOVAL_DAYS = 30;

const TERMS_OF_SERVICE = `# Terms of Service

**Effective date: ${TERMS_EFFECTIVE_DATE}**

These Terms of Service ("Terms") govern your access to and use of this Pitchscope installation (the
"Service"), an investment-intelligence application that analyses startup pitch decks. The Service is
operated by the organisation or person that hosts this installation (the "Operator", "we", "us"). By
creating an account or using the Service you agree to these Terms. If you do not agree, do not use the
Service.

## 1. Eligibility

You must be at least ${MINIMUM_AGE} years old and able to form a binding contract to use the Service. If you
use the Service on behalf of a fund, firm or other organisation, you confirm that you are authorised to
accept these Terms on its behalf, and "you" includes that organisation.

## 2. Your account

- You must give accurate information when you sign up and keep it up to date.
- You are responsible for keeping your password secret and for everything that happens under your
  account. Tell the Operator at once if you believe your account has been used without your permission.
- One person per account. Accounts may not be shared, sold or transferred.

## 3. What the Service does

The Service lets you upload pitch decks (PDF, PPT or PPTX files), extracts their content, produces a
quick analysis and an investor-fit rating against the investor profile you provide, and, for one token
per deck, a deep research analysis together with supporting analyses (questions for founders, a data
freshness review and background research on the company).

Analyses are produced automatically, by software and, where the Operator has configured one, by a
third-party language model. They may be incomplete, out of date or wrong.

## 4. No investment advice

**The Service does not give investment, financial, legal or tax advice, and nothing in it is a
recommendation to buy, sell or hold any security or to invest in any company.** Scores, tiers, verdicts,
fit ratings and reports are aids to your own review. You are solely responsible for your investment
decisions and for carrying out your own due diligence. Do not rely on the Service as the only basis for
any decision.

## 5. Tokens and credits

- Deep analyses are paid for with tokens (also called credits). One deep analysis costs one token.
- New accounts may receive free tokens, in the number the Operator sets.
- When you start a deep analysis one token is reserved. It is consumed when the analysis completes and
  returned automatically if the analysis fails.
- Tokens have no cash value, cannot be transferred between accounts and are not refundable except as
  these Terms or applicable law provide. Tokens do not expire.
- Any paid plans, prices and billing terms are those shown in the Service at the time of purchase.

## 6. Your content

- "Your Content" means the files you upload, the text extracted from them, your investor profile and
  anything else you submit.
- You keep all rights in Your Content. You grant the Operator a limited licence to store, copy, process
  and display Your Content only as needed to provide the Service to you, including sending it to the
  analysis provider configured for this installation.
- You confirm that you have the right to upload each file, including any confidentiality obligations
  you owe to the company that shared it with you, and that doing so does not break any law or agreement.
- Do not upload material that is unlawful, infringes anyone's rights, or contains malware.

## 7. Acceptable use

You agree not to:

- access the Service by automated means beyond its intended use, or interfere with its operation or
  security;
- try to gain access to accounts, decks or data that are not yours;
- reverse engineer the Service except where the law allows it despite this restriction;
- use the Service to build a competing data set, or resell it, without the Operator's written consent;
- use the Service in breach of any law, including securities, privacy and export laws.

## 8. Availability and changes

The Service is provided as it is and as available. The Operator may change, suspend or discontinue any
part of it, and may carry out maintenance that makes it temporarily unavailable. The Operator will try
to give reasonable notice of changes that materially reduce what you can do with the Service.

## 9. Suspension and termination

You may stop using the Service and delete your decks at any time. The Operator may suspend or close an
account that breaches these Terms or puts the Service or other users at risk. On termination your right
to use the Service ends; sections 4, 6 (your ownership), 10, 11 and 13 continue to apply.

## 10. Disclaimer

To the fullest extent permitted by law, the Service and all analyses are provided without warranties of
any kind, express or implied, including warranties of accuracy, completeness, merchantability, fitness
for a particular purpose and non-infringement.

## 11. Limitation of liability

To the fullest extent permitted by law:

- the Operator is not liable for any indirect, incidental, special, consequential or punitive damages,
  or for any loss of profits, investment returns, revenue, data or goodwill, arising from your use of
  the Service or of any analysis it produces;
- **the Operator's total liability for all claims relating to the Service is limited to the amount you
  paid to the Operator for the Service in the ${LIABILITY_CAP_MONTHS} months before the event giving rise to the
  claim.**

Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or
for death or personal injury caused by negligence.

## 12. Changes to these Terms

The Operator may update these Terms. The version number and the last-updated date at the top of this
page change with each update. Material changes will be announced in the Service before they take
effect. If you keep using the Service after an update takes effect, you accept the updated Terms.

## 13. Governing law

These Terms are governed by the law of the place where the Operator is established, without regard to
its conflict-of-law rules, and its courts have jurisdiction over any dispute, unless the law of your
country of residence gives you the right to bring proceedings elsewhere.

## 14. Privacy

How personal data is handled is described in the Privacy Policy, which forms part of these Terms.

## 15. Contact

Questions about these Terms can be sent to the Operator of this installation through the contact link
for legal questions shown on this page.
`;

const PRIVACY_POLICY = `# Privacy Policy

**Effective date: ${PRIVACY_EFFECTIVE_DATE}**

This Privacy Policy explains what personal data this Pitchscope installation (the "Service") collects,
why, how long it is kept and what rights you have.

## 1. Who is responsible

Pitchscope is self-hosted software. The organisation or person that runs this installation (the
"Operator", "we", "us") decides why and how your data is processed and is the **controller** of your
personal data. The authors of the Pitchscope software do not receive your data.

## 2. What we collect

- **Account data:** your name, email address, a hashed password (never the password itself) or, if you
  sign in with Google, the identifier, name, email and picture Google shares; the dates you signed up
  and last signed in; whether you are an administrator.
- **Investor profile:** investor type, investment focus and stages, ticket sizes, ownership targets,
  excluded categories and your investment thesis.
- **Decks and analyses:** the files you upload, the text extracted from them, and the analyses, ratings,
  questions and reports produced for them. Decks often contain personal data about founders and team
  members; you are responsible for having the right to share it with the Service.
- **Tokens:** your token balance and the history of grants, reservations, uses and refunds.
- **Technical data:** session cookies needed to keep you signed in, the IP address and browser of each
  session, and server logs kept for security and troubleshooting.

We do not sell your data and do not use advertising or tracking cookies.

## 3. Why we use it, and on what basis

| Purpose | Legal basis |
|---|---|
| Create and run your account, analyse your decks, keep your token balance | Performance of our contract with you |
| Keep the Service secure, prevent abuse, fix faults | Our legitimate interest in a safe, working Service |
| Answer your questions and requests | Performance of contract / legitimate interest |
| Keep records the law requires (for example of payments) | Legal obligation |

## 4. Who receives it

- **Analysis provider:** if the Operator has configured an external language-model provider, the text
  of your decks and the facts needed for an analysis are sent to it to produce that analysis. Otherwise
  all analysis runs inside this installation.
- **Hosting and storage providers** the Operator uses to run the Service and store files.
- **Google**, only if you choose to sign in with Google.
- **Authorities**, when the law requires it.

Administrators of this installation can see user accounts, decks and analyses in order to operate and
support the Service.

## 5. International transfers

If a provider processes data outside your country, the Operator relies on safeguards the law accepts,
such as adequacy decisions or standard contractual clauses.

## 6. How long we keep it

- **Your data is kept until you delete it** (or your account is deleted). There is no automatic expiry.
- When you delete a deck, or your account is deleted, the data is removed from the Service at once and
  from all systems, including backups, **within ${DELETED_DATA_REMOVAL_DAYS} days**.
- Records the law requires us to keep (for example payment records) are kept for the period it sets.

## 7. Security

Passwords are stored only as salted hashes, sessions use secure HttpOnly cookies, and every request is
checked so that a user can reach only their own decks. No system is perfectly secure; if a breach
affects your personal data, the Operator will inform you and the authorities as the law requires.

## 8. Your rights

Depending on where you live, you have the right to access your personal data, to correct it, to delete
it, to restrict or object to its processing, to receive it in a portable format, and to withdraw any
consent you gave. You can update your profile and delete your decks yourself in the Service; for
anything else, contact the Operator. You also have the right to complain to your data protection
authority.

## 9. Age

The Service is not intended for anyone under ${MINIMUM_AGE}, and we do not knowingly collect data about them.

## 10. Changes to this policy

When this policy changes, its version number and last-updated date change too, and material changes are
announced in the Service.

## 11. Contact

For questions about this policy or your data, use the contact link for legal questions shown on this
page to reach the Operator of this installation.
`;

export const DEFAULT_LEGAL_DOCUMENTS: Record<LegalDocumentId, DefaultLegalDocument> = {
  'terms-of-service': { id: 'terms-of-service', title: 'Terms of Service', content: TERMS_OF_SERVICE },
  'privacy-policy': { id: 'privacy-policy', title: 'Privacy Policy', content: PRIVACY_POLICY },
};
