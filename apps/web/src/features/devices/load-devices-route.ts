/** Loads the Devices screen's component (a small step of its own). */
export default async function loadDevicesRoute() {
  return (await import('./pages/devices-page')).DevicesPage;
}
