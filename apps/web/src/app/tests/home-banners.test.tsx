import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { configQueries } from '../../shared/realtime/config-queries.ts';

const realtime = setUpMarketScreens();
const IMAGE = (n: number) => `/api/uniapp/config-images/${String(n).repeat(64)}.jpg`;

function serve(appConfig: Record<string, string>, appName?: string) {
  mockFetch((call) => {
    if (pathOf(call) === '/api/uniapp/app-config') return ok(appConfig);
    if (pathOf(call) === '/api/uniapp/app/info' && appName !== undefined)
      return ok({ appName, appLogo: '/static/images/logo.png', appVersion: '1.0.0', appVersionCode: 100 });
    if (pathOf(call) === '/api/uniapp/trading/pairs')
      return ok({ list: [], total: 0, page: 1, pageSize: 20 });
    return ok({ pairs: [] });
  });
}

describe('home banners and notice from the console', () => {
  it("shows the operators' banner images in slot order and their notice, and listens for changes", async () => {
    serve({
      home_banner_1_image: IMAGE(1),
      home_banner_1_link: '/pages/market/index',
      home_banner_3_image: IMAGE(3),
      'notice.en': 'Maintenance at 02:00 UTC',
    });
    renderApp('/');
    await waitFor(() => expect(screen.getAllByAltText('Banner 1')[0]?.getAttribute('src')).toBe(IMAGE(1)));
    expect(screen.getAllByAltText('Banner 2')[0]?.getAttribute('src')).toBe(IMAGE(3));
    expect(screen.queryByText('Trade with confidence')).toBeNull();
    expect((await screen.findAllByText('Maintenance at 02:00 UTC')).length).toBeGreaterThan(0);
    expect(realtime().held.get('config')).toBe(1);
    expect(configQueries('app')).toContainEqual(['app-config', 'values']);
  });

  it('keeps the built-in banners and notice when nothing is configured', async () => {
    serve({ app_name: 'Halcyon' });
    const { container } = renderApp('/');
    await waitFor(() => expect(container.querySelector('.hc-banner-trade')).not.toBeNull());
    expect(container.querySelector('.hc-banner-image')).toBeNull();
  });

  it("titles the home page with the operators' app name, re-read when the config channel says the app changed", async () => {
    serve({ app_name: 'Nova Exchange' }, 'Nova Exchange');
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nova Exchange'));
    expect(document.title).toBe('Nova Exchange');
    expect(configQueries('app')).toContainEqual(['app', 'info']);
  });

  it("keeps the built-in title while the server names only the spec's placeholder", async () => {
    serve({}, 'my app');
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Halcyon'));
    expect(screen.queryByText('my app')).toBeNull();
  });
});
