import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '../modules/notifications/language';
import { type InvitationFacts, invitationTexts } from './invitation-texts';
import { panelLink } from './mailer';

interface InvitationEmailProps {
  facts: InvitationFacts;
  language: Language;
  /** Where the invitee signs up: the panel's registration with the e-mail filled in. */
  link: string;
}

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
  container: {
    backgroundColor: '#ffffff',
    margin: '24px auto',
    maxWidth: '560px',
    padding: '32px',
    borderRadius: '8px',
  },
  heading: { color: '#1a202c', fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' },
  text: { color: '#2d3748', fontSize: '16px', lineHeight: '24px' },
  button: {
    backgroundColor: '#2b6cb0',
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
  },
  small: {
    color: '#4a5568',
    fontSize: '13px',
    lineHeight: '20px',
    wordBreak: 'break-all' as const,
  },
};

/** The invitation e-mail: who invites, to which organization and role, and the way in. */
export function InvitationEmail({ facts, language, link }: InvitationEmailProps) {
  const texts = invitationTexts[language];
  const role =
    texts.roles[facts.role === 'OPERATOR' && facts.isSuperOperator ? 'SUPER_OPERATOR' : facts.role];
  return (
    <Html lang={language}>
      <Head />
      <Preview>{texts.preview(facts)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.heading}>
            {texts.subject(facts)}
          </Heading>
          <Text style={styles.text}>{texts.greeting}</Text>
          <Text style={styles.text}>{texts.invitation(facts, role)}</Text>
          {facts.accountOwnerType === 'GUARDIAN_ACCOUNT' ? (
            <Text style={styles.text}>{texts.ward(facts)}</Text>
          ) : null}
          <Text style={styles.text}>{texts.howToJoin(facts)}</Text>
          <Section style={{ margin: '24px 0' }}>
            <Button href={link} style={styles.button}>
              {texts.button}
            </Button>
          </Section>
          {/* The plain-text part shows the address beside the button already. */}
          <Text style={styles.small} data-skip-in-text="true">
            {texts.linkFallback} <Link href={link}>{link}</Link>
          </Text>
          <Hr />
          <Text style={styles.small}>{texts.ignore}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A header is one line: a line break in a name must not start a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The invitation e-mail in `language`, as HTML with its plain-text alternative. */
export async function renderInvitationEmail(
  facts: InvitationFacts,
  language: Language,
  publicUrl: string,
): Promise<RenderedMail> {
  const link = panelLink(publicUrl, '/auth/register', { email: facts.email });
  const html = await render(<InvitationEmail facts={facts} language={language} link={link} />);
  return {
    subject: oneLine(invitationTexts[language].subject(facts)),
    html,
    // A heading keeps its case: upper-casing would change how names are written.
    text: toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] }),
  };
}
