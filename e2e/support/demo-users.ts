/** The demo sign-ins the server seeds on first start (ARCHITECTURE.md). */
export const DEMO = {
  admin: { email: 'admin@paydesk.test', password: 'Admin!Paydesk2026', name: 'Ada Admin' },
  support: { email: 'support@paydesk.test', password: 'Support!Paydesk2026' },
  finance: { email: 'finance@paydesk.test', password: 'Finance!Paydesk2026' },
  owner: { email: 'owner@paydesk.test', password: 'Owner!Paydesk2026', name: 'Olivia Owner' },
  clerk: { email: 'clerk@paydesk.test', password: 'Clerk!Paydesk2026' },
  newuser: { email: 'newuser@paydesk.test', password: 'Temp!Paydesk2026' },
  legacy: { email: 'legacy@paydesk.test', password: 'Legacy!Paydesk2026' },
} as const;

export interface DemoUser {
  email: string;
  password: string;
}
