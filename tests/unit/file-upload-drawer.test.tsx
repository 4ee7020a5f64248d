import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredFilesSection } from '../../src/components/file-upload/stored-files-section';
import type { StoredFile } from '../../src/contract/files';
import type { UploadTarget } from '../../src/components/file-upload/upload-target';
import { TrucksPage } from '../../src/features/trucks/trucks-page';
import { mockApi, ok } from './mock-api';
import {
  DRIVER_ID,
  makeFile,
  makeTruck,
  mockUploads,
  renderWithProviders,
  setUpFleetTests,
  TRUCK_ID,
  fleetReplies,
} from './trucks-test-harness';

setUpFleetTests();

const DOCS_PATH = `/api/drivers/docs/${DRIVER_ID}`;
const pdf = () => new File(['%PDF-1.7 licence'], 'licence.pdf', { type: 'application/pdf' });
const photo = () => new File([new Uint8Array(2048)], 'front.png', { type: 'image/png' });

/** The Files section as a dialog holds it: the uploaded list replaces what it shows. */
function FilesHarness({ target }: { target: UploadTarget }) {
  const [files, setFiles] = useState<StoredFile[]>([]);
  return (
    <StoredFilesSection
      files={files}
      uploadTargets={[target]}
      ownerName="DRV-3 · Omar Haddad"
      onUploaded={setFiles}
    />
  );
}

async function openDrawer(target: UploadTarget = { kind: 'documents', path: DOCS_PATH }) {
  const rendered = renderWithProviders(<FilesHarness target={target} />);
  const buttonName = target.kind === 'images' ? 'Upload Photos' : 'Upload Files';
  await rendered.user.click(screen.getByRole('button', { name: buttonName }));
  const drawer = await screen.findByRole('dialog', { name: buttonName });
  return { ...rendered, drawer };
}

describe('Upload drawer', () => {
  it('lists each picked file with its preview, size, label and remove', async () => {
    mockUploads();
    const { user, drawer } = await openDrawer();
    expect(within(drawer).getByText('DRV-3 · Omar Haddad')).toBeInTheDocument();
    const input = within(drawer).getByLabelText('Choose files');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png,.heic');
    expect(input).toHaveAttribute('multiple');

    await user.upload(input, [pdf(), photo()]);
    expect(within(drawer).getByRole('heading', { name: '2 files selected' })).toBeInTheDocument();
    const rows = within(drawer).getAllByRole('listitem');
    // A decorative preview (alt=''): the file's name is read out beside it.
    expect(rows[1]?.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(rows[0]?.querySelector('img')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('2 KB')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Label for licence.pdf' })).toBeRequired();

    await user.click(within(drawer).getByRole('button', { name: 'Remove licence.pdf' }));
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });

  it('leaves out dropped files of other types and says why', async () => {
    mockUploads();
    const { drawer } = await openDrawer();
    const frame = drawer.firstElementChild as HTMLElement;
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(frame, { dataTransfer: { files: [program, pdf()], types: ['Files'] } });

    expect(await within(drawer).findByRole('status')).toHaveTextContent(
      '1 file was left out: only PDF, DOC, DOCX, JPG, PNG or HEIC files can be uploaded.',
    );
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(drawer).getByText('licence.pdf')).toBeInTheDocument();
  });

  it('refuses blank labels before sending anything', async () => {
    const uploads = mockUploads();
    const { user, drawer } = await openDrawer();
    await user.upload(within(drawer).getByLabelText('Choose files'), [pdf(), photo()]);
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Label for licence.pdf' }),
      'Licence',
    );
    await user.type(within(drawer).getByRole('textbox', { name: 'Label for front.png' }), '   ');

    await user.click(within(drawer).getByRole('button', { name: 'Upload 2 files' }));

    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'Please provide labels for all files',
    );
    const blank = within(drawer).getByRole('textbox', { name: 'Label for front.png' });
    expect(blank).toHaveAttribute('aria-invalid', 'true');
    expect(blank).toHaveFocus();
    expect(uploads).toHaveLength(0);
  });

  it('sends the files with their labels as JSON, shows progress, then lists the result', async () => {
    const uploads = mockUploads();
    const { user, drawer } = await openDrawer();
    await user.upload(within(drawer).getByLabelText('Choose files'), [pdf(), photo()]);
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Label for licence.pdf' }),
      ' Licence ',
    );
    await user.type(within(drawer).getByRole('textbox', { name: 'Label for front.png' }), 'Front');
    await user.click(within(drawer).getByRole('button', { name: 'Upload 2 files' }));

    expect(uploads).toHaveLength(1);
    const request = uploads[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(DOCS_PATH);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    const sent = request.body!.getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['licence.pdf', 'front.png']);
    expect(JSON.parse(String(request.body!.get('labels')))).toEqual(['Licence', 'Front']);

    const bar = within(drawer).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(drawer).getByText('40%')).toBeInTheDocument();
    // Busy: it keeps focus but refuses a second press.
    expect(within(drawer).getByRole('button', { name: /Upload 2 files/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const docs = [
      makeFile({ label: 'Licence', url: '/api/files/1' }),
      makeFile({ label: 'Front', url: '/api/files/2', contentType: 'image/png' }),
    ];
    mockApi({ 'GET /api/files/2': [{ body: {} }] });
    act(() => request.respond(200, { success: true, msg: 'Files uploaded', data: { docs } }));

    expect(await screen.findByText('Files uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const section = screen.getByRole('region', { name: /Files/ });
    expect(within(section).getByText('Licence')).toBeInTheDocument();
    expect(within(section).getByText('Front')).toBeInTheDocument();
  });

  it("reports the server's reason (a 413), else 'Failed to upload {kind}'", async () => {
    const uploads = mockUploads();
    const { user, drawer } = await openDrawer({
      kind: 'images',
      path: `/api/trucks/images/${TRUCK_ID}`,
    });
    const input = within(drawer).getByLabelText('Choose files');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.heic');
    await user.upload(input, [photo()]);
    await user.type(within(drawer).getByRole('textbox', { name: 'Label for front.png' }), 'Front');
    const submit = within(drawer).getByRole('button', { name: 'Upload 1 file' });

    await user.click(submit);
    act(() => uploads[0]!.respond(413, { success: false, msg: 'Each file must be at most 10 MB' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Each file must be at most 10 MB',
    );

    await user.click(submit);
    act(() => uploads[1]!.respond(500, {}));
    await waitFor(() =>
      expect(within(drawer).getByRole('alert')).toHaveTextContent('Failed to upload images'),
    );
    // The picked file and its label stay for another try.
    expect(within(drawer).getByRole('textbox', { name: 'Label for front.png' })).toHaveValue(
      'Front',
    );
  });

  it("says 'Failed to upload documents' when the network drops", async () => {
    const uploads = mockUploads();
    const { user, drawer } = await openDrawer();
    await user.upload(within(drawer).getByLabelText('Choose files'), [pdf()]);
    await user.type(within(drawer).getByRole('textbox', { name: 'Label for licence.pdf' }), 'L');
    await user.click(within(drawer).getByRole('button', { name: 'Upload 1 file' }));
    act(() => uploads[0]!.onerror?.());
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Failed to upload documents',
    );
  });

  it("shows a truck's new files in its dialog after an upload", async () => {
    const uploads = mockUploads();
    mockApi({
      ...fleetReplies('trucks', [makeTruck()]),
      [`GET /api/trucks/truckId/${TRUCK_ID}`]: [ok(makeTruck())],
    });
    const { user } = renderWithProviders(<TrucksPage />);
    await user.click(await screen.findByText('Volvo FH'));
    const dialog = await screen.findByRole('dialog', { name: 'Truck Details' });
    expect(await within(dialog).findByText(/No files yet/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Files' }));
    const drawer = await screen.findByRole('dialog', { name: 'Upload Files' });
    await user.upload(within(drawer).getByLabelText('Choose files'), [pdf()]);
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Label for licence.pdf' }),
      'Mulkiya',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Upload 1 file' }));
    expect(uploads[0]!.url).toBe(`/api/trucks/docs/${TRUCK_ID}`);
    act(() =>
      uploads[0]!.respond(200, { success: true, data: { docs: [makeFile({ label: 'Mulkiya' })] } }),
    );

    expect(await within(dialog).findByText('Mulkiya')).toBeInTheDocument();
    expect(within(dialog).getByText('PDF Document')).toBeInTheDocument();
    expect(screen.getByText('Documents uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Files' })).toBeNull();
  });
});
