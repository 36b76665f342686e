/** Ports and credentials shared by the set-up and the tests (dedicated ports, see the brief). */
export const E2E = {
  apiPort: Number(process.env['E2E_API_PORT'] ?? 3410),
  webPort: Number(process.env['E2E_WEB_PORT'] ?? 3411),
  smtpPort: Number(process.env['E2E_SMTP_PORT'] ?? 3412),
  /** The Electron renderer build, served through the app protocol handler (with its CSP). */
  appPort: Number(process.env['E2E_APP_PORT'] ?? 3413),
  adminEmail: 'e2e-admin@example.com',
  adminPassword: 'e2e-admin-password-2026',
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}/api/v1`;
  },
  get webOrigin() {
    return `http://127.0.0.1:${this.webPort}`;
  },
  get appOrigin() {
    return `http://127.0.0.1:${this.appPort}`;
  },
};
