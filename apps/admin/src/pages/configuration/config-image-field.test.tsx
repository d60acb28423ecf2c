import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { ConfigImageField } from './config-image-field.tsx';

const UPLOADED = `/api/uniapp/config-images/${'ab'.repeat(32)}.jpg`;
const BEFORE = `/api/uniapp/config-images/${'cd'.repeat(32)}.png`;

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'b.jpg', { type: 'image/jpeg' });

/** The field inside a form as the configuration tab uses it; `saved` receives what the form submits. */
function renderField(purpose: 'banner' | 'logo', image: string, options: { disabled?: boolean } = {}) {
  const saved: Array<{ image: string }> = [];
  const label = purpose === 'logo' ? 'Logo' : 'Banner 1 image';
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Form initialValues={{ image }} onFinish={(values: { image: string }) => saved.push(values)}>
          <Form.Item name="image" label={label}>
            <ConfigImageField purpose={purpose} label={label} disabled={options.disabled} />
          </Form.Item>
          <button type="submit">Save</button>
        </Form>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { saved, picker: screen.getByLabelText(label) };
}

describe('banner and logo image field', () => {
  it('uploads a picked image (purpose first), previews it, saves its address with the form; remove clears it', async () => {
    const server = fakeServer({
      'POST /config/images': () => ({
        data: { url: UPLOADED, purpose: 'banner', mime: 'image/jpeg', width: 1200, height: 400, size: 7 },
      }),
    });
    const user = userEvent.setup();
    const { saved, picker } = renderField('banner', BEFORE);
    expect(screen.getByAltText('Banner 1 image preview').getAttribute('src')).toBe(BEFORE);
    await user.upload(picker, photo());
    await waitFor(() =>
      expect(screen.getByAltText('Banner 1 image preview').getAttribute('src')).toBe(UPLOADED),
    );
    const sent = server.calls.find((call) => call.path === '/config/images');
    const form = sent?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('banner');
    // The browser sets the multipart type with its boundary.
    expect(sent?.headers['content-type']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ image: UPLOADED }]));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByAltText('Banner 1 image preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[1]).toEqual({ image: '' }));
  });

  it('names a wrong type or size before sending, and shows the server refusal', async () => {
    const server = fakeServer({
      'POST /config/images': () => ({
        status: 400,
        code: 'UPLOAD_IMAGE_DIMENSIONS',
        message: 'The image is too large in pixels',
      }),
    });
    const user = userEvent.setup({ applyAccept: false });
    const { picker } = renderField('logo', '');
    await user.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WEBP image')).toBeTruthy();
    await user.upload(
      picker,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The image must be at most 2 MB')).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/config/images')).toBe(false);
    await user.upload(picker, photo());
    expect(await screen.findByText('The image is too large in pixels')).toBeTruthy();
    expect(screen.queryByAltText('Logo preview')).toBeNull();
  });

  it('offers nothing to change when the operator may not write the configuration', () => {
    fakeServer({});
    const { picker } = renderField('banner', BEFORE, { disabled: true });
    expect(picker).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Replace image' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove image' })).toHaveProperty('disabled', true);
  });
});
