import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentKind } from '../../src/components/file-upload/document-kind';
import { downloadName } from '../../src/components/file-upload/download-name';
import { formatFileSize } from '../../src/components/file-upload/format-file-size';
import { StoredFilesSection } from '../../src/components/file-upload/stored-files-section';
import { mockApi } from './mock-api';
import { makeFile, renderWithProviders, setUpFleetTests } from './trucks-test-harness';

setUpFleetTests();

describe('document kinds', () => {
  it('names a file by its content type', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('image/jpeg')).toBe('image');
    expect(documentKind('image/heic')).toBe('image');
    expect(documentKind('application/msword')).toBe('document');
    expect(
      documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('document');
  });

  it('gives sizes and download names people can read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48_000)).toBe('46.9 KB');
    expect(formatFileSize(2_400_000)).toBe('2.3 MB');
    expect(downloadName({ label: 'Insurance', contentType: 'application/msword' })).toBe(
      'Insurance.doc',
    );
    expect(downloadName({ label: 'Other', contentType: 'application/octet-stream' })).toBe('Other');
  });

  it("labels each stored file 'PDF Document', 'Image' or 'Document' and previews images", async () => {
    mockApi({ 'GET /api/files/photo': [{ body: {} }] });
    renderWithProviders(
      <StoredFilesSection
        files={[
          makeFile({ label: 'Registration', url: '/api/files/pdf' }),
          makeFile({ label: 'Cab photo', url: '/api/files/photo', contentType: 'image/jpeg' }),
          makeFile({ label: 'Contract', url: '/api/files/doc', contentType: 'application/msword' }),
        ]}
        uploadTargets={[{ kind: 'documents', path: '/api/trucks/docs/x' }]}
        ownerName="TRK-7"
        onUploaded={() => {}}
      />,
    );
    const item = (label: string) =>
      screen.getByRole('button', { name: new RegExp(`^Open ${label}`) });
    expect(within(item('Registration')).getByText('PDF Document')).toBeInTheDocument();
    expect(within(item('Contract')).getByText('Document')).toBeInTheDocument();
    expect(within(item('Cab photo')).getByText('Image')).toBeInTheDocument();
    // The thumbnail is fetched with the token, never linked straight to /api/files.
    expect(
      await within(item('Cab photo')).findByRole('img', { name: 'Cab photo' }),
    ).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: /Files/ })).toHaveTextContent('Files3');
  });
});
