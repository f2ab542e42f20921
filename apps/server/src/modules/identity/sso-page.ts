/** The hosted single sign-on page: small, server-rendered, no script (the CSP allows none). */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface SsoPageModel {
  email: string;
  error?: string | undefined;
  hidden: Record<string, string | undefined>;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;
justify-content:center;gap:24px;padding:24px 16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:linear-gradient(180deg,#eef0ff 0%,#f6f7fb 40%);color:#0f172a}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:26px;letter-spacing:-.02em}
.mark{width:34px;height:34px;border-radius:9px;background:linear-gradient(135deg,#635bff,#4338ca);color:#fff;
display:flex;align-items:center;justify-content:center;font-size:20px}
main{width:100%;max-width:420px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:36px 32px;
box-shadow:0 1px 2px rgba(15,23,42,.04),0 8px 24px rgba(15,23,42,.06)}
h1{font-size:22px;margin:0 0 6px}p.sub{margin:0 0 24px;color:#475569;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password]{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font-size:15px}
input:focus{outline:2px solid #635bff;outline-offset:1px}
.row{display:flex;align-items:center;gap:8px;margin:16px 0 24px;font-size:14px}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#635bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button:hover{background:#4f46e5}.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;
padding:10px 12px;font-size:14px;margin-bottom:8px}footer{font-size:13px;color:#64748b}a{color:#4f46e5}
`;

export function renderSsoPage(model: SsoPageModel, publicUrl: string): string {
  const hidden = Object.entries(model.hidden)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in · Paydesk</title><style>${STYLE}</style></head>
<body>
<div class="brand" aria-label="Paydesk"><span class="mark" aria-hidden="true">P</span>Paydesk</div>
<main>
<h1>Sign in to Paydesk</h1><p class="sub">Single sign-on for the Paydesk portal.</p>
${model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : ''}
<form method="post" action="/sso/login" novalidate>
${hidden}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="row"><input id="remember" name="remember" type="checkbox" value="1"><label for="remember" style="margin:0;font-weight:400">Remember me</label></div>
<button type="submit">Sign in</button>
</form>
</main>
<footer>Forgot your password? <a href="${escapeHtml(publicUrl)}/login?view=forgot-password">Reset it</a></footer>
</body></html>`;
}
