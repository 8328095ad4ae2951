import { emailChangeNoticeMail, passwordChangedMail, resetPasswordMail } from './mail-texts';

describe('the account e-mails', () => {
  it('escape every value in the HTML and keep it as written in the text', () => {
    const mail = emailChangeNoticeMail('a@example.com', 'en', '"><script>x</script>@evil.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;>&lt;script>');
    expect(mail.text).toContain('"><script>x</script>@evil.test');
  });

  it('put the link in the text and as the button, and say how long it works', () => {
    const url = 'https://portal.example.com/reset-password?token=a&b';
    const mail = resetPasswordMail('a@example.com', 'en', url);
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Reset your password', link: url });
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('valid for 30 minutes');
    expect(mail.html).toContain('href="https://portal.example.com/reset-password?token=a&amp;b"');
  });

  it('are written in Bangla for a Bangla reader', () => {
    const mail = passwordChangedMail('a@example.com', 'bn');
    expect(mail.subject).toBe('আপনার পাসওয়ার্ড বদলানো হয়েছে');
    expect(mail.html).toContain('lang="bn"');
    expect(mail.link).toBeUndefined();
  });
});
