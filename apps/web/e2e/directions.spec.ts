import { expect, expectNoSeriousViolations, test } from './fixtures';

// Zürich: the visitor's position, whose nearest main station starts the timetable.
test.use({ geolocation: { latitude: 47.3779, longitude: 8.5403 }, permissions: ['geolocation'] });

test('Directions for the Matterhorn target Zermatt station', async ({ page }) => {
  await page.goto('/place/matterhorn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matterhorn');
  await page.getByTestId('directions-toggle').click();
  const panel = page.getByTestId('directions-panel');
  await expect(panel).toHaveAttribute('data-target-ref', 'didok:8501689');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Directions to Zermatt');
  await expect(page.getByTestId('directions-alpine')).toContainText('No route leads to the summit');

  // Public transport first: the SBB timetable to Zermatt station and the last leg from the data.
  const sbb = page.getByTestId('directions-sbb');
  await expect(sbb).toHaveText('SBB timetable to Zermatt');
  await expect(sbb).toHaveAttribute('href', 'https://www.sbb.ch/en/timetable.html?von=&nach=Zermatt');
  await expect(page.getByTestId('directions-last-leg')).toContainText('Gornergrat railway');
  await panel.getByRole('button', { name: 'Use my position' }).click();
  await expect(sbb).toHaveAttribute('href', 'https://www.sbb.ch/en/timetable.html?von=Z%C3%BCrich%20HB&nach=Zermatt');

  // Walking and driving second, to the station (46.024, 7.747838), never to the summit (45.978, 7.657).
  for (const id of ['directions-walk', 'directions-drive']) {
    const href = (await page.getByTestId(id).getAttribute('href')) ?? '';
    expect(href).toContain('46.024%2C7.747838');
    expect(href).not.toContain('45.978');
  }
  await expect(page.getByTestId('directions-walk')).toHaveText('Walking route to Zermatt');
  await expect(panel).toContainText('opentransportdata.swiss (DiDok)');
  await expectNoSeriousViolations(page);
});

test('the Matterhorn page says how it is reached and names no summit to go to', async ({ page }) => {
  await page.goto('/place/matterhorn');
  const safety = page.getByTestId('section-safety');
  await expect(safety.getByTestId('access-level')).toContainText('Access: Alpine, mountain guide needed');
  const links = safety.getByTestId('safety-links');
  await expect(links.getByRole('link', { name: 'MeteoSwiss weather forecast' })).toHaveAttribute(
    'href',
    'https://www.meteoswiss.admin.ch',
  );
  await expect(links.getByRole('link', { name: 'SLF avalanche bulletin' })).toHaveAttribute(
    'href',
    'https://www.slf.ch/en/',
  );
  await expect(links.getByRole('link', { name: 'Rega air rescue: 1414' })).toHaveAttribute('href', 'tel:1414');

  const itineraries = page.getByTestId('section-itineraries');
  await expect(itineraries).toContainText('Arrive at Zermatt by public transport.');
  await expect(itineraries).not.toContainText('Dent Blanche');
  await expect(itineraries).not.toContainText('Explore Matterhorn');
});

test('the Jungfraujoch itineraries and nearby list name no summit', async ({ page }) => {
  await page.goto('/place/jungfraujoch');
  await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(6);
  for (const section of ['section-itineraries', 'section-nearby']) {
    const text = (await page.getByTestId(section).textContent()) ?? '';
    expect(text).not.toMatch(/Mönch|Continue to Jungfrau \(|Continue to Eiger \(/);
  }
  await expect(page.getByTestId('section-safety').getByTestId('access-level')).toContainText('Access: Walk');
});
