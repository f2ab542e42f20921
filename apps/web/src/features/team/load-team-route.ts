/** Loads the Team screen's component (a small step of its own, like the customers screens). */
export default async function loadTeamRoute() {
  return (await import('./pages/team-page')).TeamPage;
}
