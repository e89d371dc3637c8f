import { renderInvitationEmail } from './invitation-email';
import type { InvitationFacts } from './invitation-texts';

const facts: InvitationFacts = {
  organization: 'Hospicjum św. Łazarza',
  role: 'OPERATOR',
  isSuperOperator: false,
  accountOwnerType: 'OWN_ACCOUNT',
  firstName: 'Zofia',
  lastName: 'Nowak',
  email: 'zofia.nowak+hospicjum@example.org',
  inviter: { firstName: 'Anna', lastName: 'Kowalska' },
};
const publicUrl = 'https://panel.example.org/';
const registerLink =
  'https://panel.example.org/auth/register?email=zofia.nowak%2Bhospicjum%40example.org';

/** The HTML's visible text, without markup, with entities decoded, in single spaces. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<\/(p|h1|div|td)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the invitation e-mail', () => {
  it('in Polish names the organization, the role and who invited, and links to the registration', async () => {
    const mail = await renderInvitationEmail(facts, 'pl', publicUrl);
    expect(mail.subject).toBe('Zaproszenie do organizacji Hospicjum św. Łazarza');
    expect(mail.html).toContain('<html dir="ltr" lang="pl">');
    expect(visibleText(mail.html)).toContain(
      'Anna Kowalska zaprasza Cię do organizacji Hospicjum św. Łazarza w panelu opieki jako operator.',
    );
    expect(mail.html).toContain(`href="${registerLink}"`);
    expect(mail.text).toContain(
      'Anna Kowalska zaprasza Cię do organizacji Hospicjum św. Łazarza w panelu opieki jako operator.',
    );
    expect(mail.text).toContain(`Załóż konto i dołącz ${registerLink}`);
    expect(mail.text).toContain('załóż konto na adres zofia.nowak+hospicjum@example.org');
    // Plain text is text: no tag of the HTML part is left in it.
    expect(mail.text).not.toMatch(/<[a-z/!]/i);
  });

  it('in English says the same', async () => {
    const mail = await renderInvitationEmail(facts, 'en', publicUrl);
    expect(mail.subject).toBe('Invitation to Hospicjum św. Łazarza');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain(
      'Anna Kowalska has invited you to join Hospicjum św. Łazarza in the care panel as an operator.',
    );
    expect(mail.text).toContain(`Create an account and join ${registerLink}`);
    expect(mail.text).not.toContain('zaprasza');
  });

  it.each([
    ['pl', { role: 'OPERATOR', isSuperOperator: true }, 'jako superoperator'],
    ['en', { role: 'OPERATOR', isSuperOperator: true }, 'as a super operator'],
    ['pl', { role: 'BENEFICIARY' }, 'jako podopieczny'],
    ['en', { role: 'BENEFICIARY' }, 'as a beneficiary'],
    ['pl', { role: 'ASSISTANT' }, 'jako asystent'],
    ['en', { role: 'ASSISTANT' }, 'as an assistant'],
  ] as const)('in %s names the role %j as "%s"', async (language, role, said) => {
    const mail = await renderInvitationEmail({ ...facts, ...role }, language, publicUrl);
    expect(mail.text).toContain(said);
  });

  it('tells a guardian account whom the membership is for', async () => {
    const guardian = {
      ...facts,
      accountOwnerType: 'GUARDIAN_ACCOUNT' as const,
      role: 'BENEFICIARY' as const,
    };
    expect((await renderInvitationEmail(guardian, 'pl', publicUrl)).text).toContain(
      'Zaproszenie dotyczy osoby, w której imieniu działasz: Zofia Nowak.',
    );
    expect((await renderInvitationEmail(guardian, 'en', publicUrl)).text).toContain(
      'The invitation is for the person you act for: Zofia Nowak.',
    );
    expect((await renderInvitationEmail(facts, 'en', publicUrl)).text).not.toContain(
      'the person you act for',
    );
  });

  it('still makes sense when the inviting account is gone', async () => {
    const orphan = { ...facts, inviter: null };
    expect((await renderInvitationEmail(orphan, 'pl', publicUrl)).text).toContain(
      'Otrzymujesz zaproszenie do organizacji Hospicjum św. Łazarza w panelu opieki jako operator.',
    );
    expect((await renderInvitationEmail(orphan, 'en', publicUrl)).text).toContain(
      'You have been invited to join Hospicjum św. Łazarza in the care panel as an operator.',
    );
  });

  it('shows every value people typed as text, never as markup', async () => {
    const hostile: InvitationFacts = {
      ...facts,
      accountOwnerType: 'GUARDIAN_ACCOUNT',
      organization: 'Hospicjum <img src=x onerror="alert(1)"> & "Syn"',
      firstName: '<script>alert(2)</script>',
      lastName: "O'Brien</strong><a href='https://evil.example'>",
      inviter: { firstName: '<b>Anna</b>', lastName: '&amp; Co' },
      email: 'x"onmouseover="alert(3)@example.org',
    };
    for (const language of ['pl', 'en'] as const) {
      const mail = await renderInvitationEmail(hostile, language, publicUrl);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>Anna');
      expect(mail.html).not.toContain("href='https://evil.example'");
      expect(mail.html).not.toContain('onmouseover="');
      // Escaped, each value reads exactly as typed.
      const text = visibleText(mail.html);
      expect(text).toContain(hostile.organization);
      expect(text).toContain(`${hostile.firstName} ${hostile.lastName}`);
      expect(text).toContain('<b>Anna</b> &amp; Co');
      expect(mail.text).toContain(hostile.organization);
      // The address lands in the link's query, encoded: it cannot end the attribute.
      expect(mail.html).toContain(
        'auth/register?email=x%22onmouseover%3D%22alert%283%29%40example.org"',
      );
    }
  });

  it('keeps the subject on one line whatever the name holds', async () => {
    const mail = await renderInvitationEmail(
      { ...facts, organization: 'Hospicjum\r\nBcc: everyone@example.org' },
      'en',
      publicUrl,
    );
    expect(mail.subject).toBe('Invitation to Hospicjum Bcc: everyone@example.org');
  });

  it('keeps the path of a panel served below the root in its link', async () => {
    const mail = await renderInvitationEmail(facts, 'en', 'https://example.org/care');
    expect(mail.text).toContain(
      'https://example.org/care/auth/register?email=zofia.nowak%2Bhospicjum%40example.org',
    );
  });
});
