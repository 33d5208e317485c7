import type { FormView } from '../form-view';

type Grecaptcha = { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };

/**
 * The reCAPTCHA v3 token a form asks for, fetched at submit: the script loads on the first send,
 * so a visitor who only reads the page never downloads it. Empty without a captcha, for another
 * provider, or when the script or Google fails: the form is sent anyway and the server, which
 * checks the token, answers with its message instead of the button doing nothing.
 */
export async function captchaToken(captcha: FormView['captcha']): Promise<string> {
  if (!captcha || captcha.provider !== 'recaptcha') return '';
  const w = window as unknown as { grecaptcha?: Grecaptcha };
  if (!w.grecaptcha && !(await loadScript(captcha.siteKey))) return '';
  return new Promise((resolve) =>
    w.grecaptcha!.ready(() => void w.grecaptcha!.execute(captcha.siteKey, { action: 'submit' }).then(resolve, () => resolve(''))),
  );
}

function loadScript(siteKey: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
}
