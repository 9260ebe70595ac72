import { BULK_TEXTS, BULK_UPLOAD_MAX_BYTES } from '@commerce/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { BulkUploadForm } from './BulkUploadForm.tsx';

const job = { JobID: '6f1c2e9a-0000-4000-8000-000000000001', Status: 'requested' };

function renderForm() {
  const onUploaded = vi.fn();
  renderInApp(<BulkUploadForm type="bulkupdateinternalusers" onUploaded={onUploaded} />);
  // The accept attribute is only a hint to the picker: a dropped file or another picker ignores it.
  const user = userEvent.setup({ applyAccept: false });
  const chooser = screen.getByLabelText('Choose File');
  const uploadButton = screen.getByRole('button', { name: 'Upload' });
  return { onUploaded, user, chooser, uploadButton };
}

const workbook = (name = 'Users.xlsx', size = 2048) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => vi.unstubAllGlobals());

describe('BulkUploadForm', () => {
  it('keeps Upload disabled until a file is chosen', async () => {
    const { user, chooser, uploadButton } = renderForm();
    expect(uploadButton).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(chooser, workbook());
    expect(screen.getByText('Users.xlsx')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(uploadButton).toBeEnabled();
  });

  it('says in red what is wrong with a chosen file before sending it', async () => {
    const { user, chooser, uploadButton } = renderForm();
    await user.upload(chooser, workbook('users.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent(BULK_TEXTS.notXlsx);
    expect(uploadButton).toBeDisabled();

    await user.upload(chooser, workbook('big.xlsx', BULK_UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(BULK_TEXTS.tooLarge);
    expect(uploadButton).toBeDisabled();

    await user.upload(chooser, workbook());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uploadButton).toBeEnabled();
  });

  it('shows the server’s message in red under the file box, and the job once the upload succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            Errors: [
              {
                ErrorCode: 'BulkJob.BadHeaderRow',
                Message: 'The header row is missing the column "Username".',
              },
            ],
          }),
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(job), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, chooser, uploadButton, onUploaded } = renderForm();
    await user.upload(chooser, workbook());
    await user.click(uploadButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The header row is missing the column "Username".',
    );
    expect(onUploaded).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bulk/bulkupdateinternalusers');
    expect(init.method).toBe('POST');
    expect(init.headers['x-commerce-admin']).toBe('1');
    expect(init.headers['content-type']).toBeUndefined();
    expect((init.body as FormData).get('bulkupload')).toBeInstanceOf(File);

    await user.click(uploadButton);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(job));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
