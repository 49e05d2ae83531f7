import { type ArtworkFile, FILES_MSG } from '@pressrun/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, upload } from '../../app/api';
import { renderWithApp } from '../../test/render';
import { AddArtwork } from './AddArtwork';

vi.mock('../../app/api', async (real) => ({
  ...(await real<typeof import('../../app/api')>()),
  // The Artwork Library reads the company's files when the panel opens: none yet.
  get: vi.fn(async () => ({ files: [] })),
  upload: vi.fn(),
}));
const uploaded = vi.mocked(upload);

const stored = (name: string): ArtworkFile =>
  ({ id: 7, name, url: `/files/art/${name}`, width: 1200, height: 900 }) as ArtworkFile;

const file = (name: string, type: string, size?: number) => {
  const f = new File(['pixels'], name, { type });
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** The server storing each file it is sent. */
const storeEach = async (_url: string, form: FormData) => ({
  files: [stored((form.get('file') as File).name)],
});

function setup() {
  const onPlace = vi.fn(() => true);
  // The picker's own type filter is bypassed, as a drop does: the drop zone must refuse by itself.
  const user = userEvent.setup({ applyAccept: false, skipHover: true });
  renderWithApp(<AddArtwork onPlace={onPlace} />);
  const input = screen.getByLabelText('Artwork files to upload') as HTMLInputElement;
  return { user, onPlace, input };
}

/** The upload list's row for a file. */
const rowOf = async (name: string) =>
  (await screen.findAllByTestId('upload-item')).find((r) => within(r).queryByText(name))!;

describe("the builder's artwork drop zone", () => {
  beforeEach(() => {
    uploaded.mockReset();
  });

  it('uploads a PNG and places it in the design', async () => {
    uploaded.mockImplementation(storeEach);
    const { user, onPlace, input } = setup();
    await user.upload(input, file('logo.png', 'image/png'));
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(onPlace).toHaveBeenCalledWith({
      url: '/files/art/logo.png',
      width: 1200,
      height: 900,
      name: 'logo.png',
    });
    expect(uploaded).toHaveBeenCalledWith('/api/files', expect.any(FormData), expect.any(Function));
    expect((await rowOf('logo.png')).getAttribute('data-status')).toBe('done');
  });

  it('accepts JPG and GIF too', async () => {
    uploaded.mockImplementation(storeEach);
    const { user, onPlace, input } = setup();
    await user.upload(input, [file('photo.jpg', 'image/jpeg'), file('anim.gif', 'image/gif')]);
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(2));
  });

  it('refuses a file that is not an image, and says so', async () => {
    const { user, onPlace, input } = setup();
    await user.upload(input, file('brief.pdf', 'application/pdf'));
    const row = await rowOf('brief.pdf');
    expect(row.getAttribute('data-status')).toBe('error');
    expect(within(row).getByRole('alert').textContent).toBe(FILES_MSG.wrongType);
    expect(uploaded).not.toHaveBeenCalled();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const { user, input } = setup();
    await user.upload(input, file('huge.png', 'image/png', 26 * 1024 * 1024));
    const row = await rowOf('huge.png');
    expect(within(row).getByRole('alert').textContent).toBe(FILES_MSG.tooLarge);
    expect(uploaded).not.toHaveBeenCalled();
  });

  it("shows the server's message for a file it refuses, and places the others", async () => {
    uploaded.mockImplementation(async (_url, form) => {
      const name = (form.get('file') as File).name;
      if (name === 'broken.png') throw new ApiError(422, 'unreadable', FILES_MSG.unreadable);
      return { files: [stored(name)] };
    });
    const { user, onPlace, input } = setup();
    await user.upload(input, [file('broken.png', 'image/png'), file('fine.png', 'image/png')]);
    const row = await rowOf('broken.png');
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe(FILES_MSG.unreadable));
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ url: '/files/art/fine.png' }));
  });

  it('lets a refusal message be dismissed', async () => {
    const { user, input } = setup();
    await user.upload(input, file('notes.txt', 'text/plain'));
    const row = await rowOf('notes.txt');
    await user.click(within(row).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('upload-item')).toBeNull());
  });
});
