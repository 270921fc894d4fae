import { Building2, LifeBuoy } from 'lucide-react';
import { DEFAULT_MAX_UPLOAD_SIZE_MB, DEFAULT_NEW_USER_FREE_CREDITS } from '@pitchscope/domain/constants';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { mailto, SALES_EMAIL, SUPPORT_EMAIL } from '@/features/accounts/lib/contact';

interface FaqGroup {
  title: string;
  items: Array<{ q: string; a: string }>;
}

// Answers follow the product claims of spec accounts §1 (the FAQ's own reading of durations is kept).
const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Getting Started',
    items: [
      {
        q: 'How do I get started?',
        a: 'Set up your investor profile in Settings (focus, stages, ticket size and thesis), then upload a pitch deck on the Pitch Decks page. Each deck gets an automatic investor-fit rating against your profile.',
      },
      {
        q: 'Do I get free credits?',
        a: `Yes. Every new account receives ${DEFAULT_NEW_USER_FREE_CREDITS} free credits, enough for ${DEFAULT_NEW_USER_FREE_CREDITS} deep analyses.`,
      },
      {
        q: 'Which files can I upload?',
        a: `PDF, PowerPoint (.ppt) and PowerPoint (.pptx) files up to ${DEFAULT_MAX_UPLOAD_SIZE_MB}MB each. You can upload several decks at once.`,
      },
    ],
  },
  {
    title: 'Platform Features',
    items: [
      {
        q: 'What does a deep analysis include?',
        a: 'Industry KPI benchmarking against more than 50 KPIs, alignment with your investment thesis and profile, smart follow-up questions for the founders, a data freshness check and news intelligence on the company and its team.',
      },
      {
        q: 'How is the investor-fit rating calculated?',
        a: 'Each deck is compared with your investor profile: industry focus, stage, ticket size, excluded categories and investment thesis. The more complete your profile, the more precise the rating.',
      },
      {
        q: 'Can I export my analyses?',
        a: 'Yes, on every plan. The Pitch Decks page exports your list to CSV or Excel, and each deep analysis downloads as PDF, Markdown or JSON.',
      },
    ],
  },
  {
    title: 'About Us',
    items: [
      {
        q: 'Who is Pitchscope for?',
        a: 'Investors who review startup pitch decks: venture capital funds, angel investors, family offices, private equity and corporate venture teams.',
      },
      {
        q: 'What problem does Pitchscope solve?',
        a: 'Screening decks takes hours. Pitchscope benchmarks each deck against industry KPIs and your own thesis so you can spend your time on the deals that fit.',
      },
    ],
  },
  {
    title: 'Security & Privacy',
    items: [
      {
        q: 'Who can see my pitch decks?',
        a: 'Decks in your personal workspace are private to your account. Decks uploaded to a team workspace are shared with its members. A share link you create shows one deck\'s summary, without your fit rating, to anyone who has the link, until you revoke it.',
      },
      {
        q: 'How long is my data kept?',
        a: 'Your data is kept indefinitely unless you delete it. Deleted data is removed from our systems within 30 days.',
      },
      {
        q: 'Where can I read the details?',
        a: 'See our Privacy Policy and Terms of Service, linked at the bottom of the sign-in page.',
      },
    ],
  },
  {
    title: 'Performance & Accuracy',
    items: [
      {
        q: 'How long does a deep analysis take?',
        a: 'About 5 minutes. It runs in the background, so you can keep working and come back when it is done.',
      },
      {
        q: 'What if an analysis fails?',
        a: 'Failed analyses are refunded automatically: the credit returns to your balance and you can try again.',
      },
      {
        q: 'How accurate is the analysis?',
        a: 'The analysis is only as good as the information in the deck. Treat it as a structured first opinion that speeds up your due diligence, not as investment advice.',
      },
    ],
  },
  {
    title: 'Collaboration & Sharing',
    items: [
      {
        q: 'Can I share an analysis with my team?',
        a: 'Yes, on every plan. Create a team workspace in Settings → Team and invite colleagues by link or email as members or viewers; decks uploaded there are shared with them. A share link shows one deck\'s summary to people outside Pitchscope.',
      },
      {
        q: 'Can several people use one account?',
        a: 'Each account is personal: every person signs in with their own. A team shares decks through a workspace, and whoever starts a deep analysis pays for it with their own credits.',
      },
    ],
  },
  {
    title: 'Pricing & Credits',
    items: [
      {
        q: 'How much does an analysis cost?',
        a: 'One deep analysis costs one credit. Credits cost $25 each, or $20 each when you buy 10 or more, and they never expire.',
      },
      {
        q: 'Are there subscriptions?',
        a: 'Yes. Monthly plans include a set number of credits at a lower price per analysis; Professional and Enterprise plans add priority processing. Subscriptions come with a 30-day satisfaction guarantee.',
      },
      {
        q: 'Where can I see my balance?',
        a: 'Your token balance is shown in the sidebar and on the Credits & Subscriptions page, together with your token history.',
      },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        q: 'How do I contact support?',
        a: `Email ${SUPPORT_EMAIL}. We usually answer within one business day; Enterprise customers get 24/7 support.`,
      },
      {
        q: 'I found a problem with an analysis. What should I do?',
        a: 'Contact support with the company name and what looks wrong. If the analysis failed, your credit has already been refunded.',
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Frequently Asked Questions</h1>
        <p className="mt-1 text-muted-foreground">Answers about Pitchscope, credits, data and support.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        {FAQ_GROUPS.map((group) => (
          <Card key={group.title} className="gap-2">
            <CardHeader>
              <CardTitle>
                <h2>{group.title}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Accordion type="multiple">
                {group.items.map((item) => (
                  <AccordionItem key={item.q} value={item.q}>
                    <AccordionTrigger>{item.q}</AccordionTrigger>
                    <AccordionContent className="text-muted-foreground">{item.a}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
              Still have questions?
            </CardTitle>
            <CardDescription>Our support team is happy to help.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <a href={mailto(SUPPORT_EMAIL, 'Pitchscope support')}>Contact Support</a>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Building2 className="size-5 text-primary" aria-hidden="true" />
              Need a plan for your team?
            </CardTitle>
            <CardDescription>Custom pricing, collaboration and 24/7 support.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <a href={mailto(SALES_EMAIL, 'Pitchscope Enterprise')}>Enterprise Sales</a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
