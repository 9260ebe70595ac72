import {
  readTrainingCsv,
  registerTrainingUsersRoute,
  TRAINING_CSV_FIELD,
  TRAINING_USER_TEXTS,
  type TrainingCsvResult,
  type TrainingUserResult,
  type TrainingUsersAnswer,
} from '@commerce/domain';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';

interface ChosenFile {
  file: File;
  result: TrainingCsvResult;
}

/** The file's bytes (FileReader: what every browser, and the tests' jsdom, can read a chosen file with). */
const readBytes = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

/** Sends the file itself (C-22: one call per file); the server reads it as the page did. */
function registerFile(file: File): Promise<TrainingUsersAnswer> {
  const form = new FormData();
  form.append(TRAINING_CSV_FIELD, file, file.name);
  return call(registerTrainingUsersRoute, { body: form });
}

/** What a failed registration says: the server's refusal of the file (naming it), else the general text. */
const failureText = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 ? error.message : TRAINING_USER_TEXTS.registerFailed;

/**
 * Register Training Users (spec 3 §2, §4, §5; C-22): choose a CSV, see whether it is valid and how many
 * records it holds, register them; each record's outcome is listed afterwards.
 */
export function RegisterTrainingUsersPage() {
  const toast = useToast();
  const canOpenCustomers = useCan('customer-reader');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const register = useMutation({
    mutationFn: registerFile,
    onError: (error) => toast.error(failureText(error)),
  });

  const clearFile = () => {
    setFile(null);
    // The same file can be chosen again.
    if (input.current) input.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    register.reset();
    const result = await readBytes(chosen).then(
      (bytes) => readTrainingCsv({ name: chosen.name, bytes }),
      (): TrainingCsvResult => ({
        valid: false,
        message: TRAINING_USER_TEXTS.notFormatted,
        problem: 'format',
      }),
    );
    setFile({ file: chosen, result });
  };

  const submit = () => {
    if (!file?.result.valid) return;
    clearFile();
    register.mutate(file.file);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {TRAINING_USER_TEXTS.selectFile}
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                hidden
                data-testid="training-csv-input"
                onChange={(event) => void choose(event)}
              />
            </Button>
            {file && (
              <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
                <CardContent
                  sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
                >
                  <DescriptionOutlinedIcon color={file.result.valid ? 'primary' : 'error'} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {file.file.name}
                    </Typography>
                    <Typography
                      variant="body2"
                      role="status"
                      color={file.result.valid ? 'text.secondary' : 'error'}
                    >
                      {file.result.message}
                    </Typography>
                  </Box>
                  <Tooltip title={TRAINING_USER_TEXTS.clearFile}>
                    <IconButton aria-label={TRAINING_USER_TEXTS.clearFile} onClick={clearFile}>
                      <CloseIcon />
                    </IconButton>
                  </Tooltip>
                </CardContent>
              </Card>
            )}
            <Button
              variant="contained"
              disabled={!file?.result.valid || register.isPending}
              loading={register.isPending}
              onClick={submit}
            >
              {TRAINING_USER_TEXTS.register}
            </Button>
          </Stack>
        </Paper>
        {register.isError && <Alert severity="error">{failureText(register.error)}</Alert>}
        {register.data && <ResultPanel answer={register.data} canOpenCustomers={canOpenCustomers} />}
      </Stack>
    </Box>
  );
}

function ResultPanel({
  answer,
  canOpenCustomers,
}: {
  answer: TrainingUsersAnswer;
  canOpenCustomers: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      {/* 'Uploaded Successfully' only when it was: a file with failed rows says what happened instead. */}
      <Alert
        severity={answer.Failed === 0 ? 'success' : answer.Created === 0 ? 'error' : 'warning'}
        sx={{ mb: 2 }}
      >
        {answer.Failed === 0 && (
          <Typography sx={{ fontWeight: 500 }}>{TRAINING_USER_TEXTS.uploaded}</Typography>
        )}
        {TRAINING_USER_TEXTS.summary(answer.Created, answer.Failed)}
      </Alert>
      <TableContainer>
        <Table size="small" aria-label="Registration result">
          <TableHead>
            <TableRow>
              <TableCell>Record</TableCell>
              <TableCell>First Name</TableCell>
              <TableCell>Last Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Account / Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.Results.map((result) => (
              <ResultRow key={result.Record} result={result} canOpenCustomers={canOpenCustomers} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function ResultRow({ result, canOpenCustomers }: { result: TrainingUserResult; canOpenCustomers: boolean }) {
  const created = result.Status === 'created';
  return (
    <TableRow>
      <TableCell>{result.Record}</TableCell>
      <TableCell>{result.FirstName}</TableCell>
      <TableCell>{result.LastName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{result.EmailAddress}</TableCell>
      <TableCell>
        <Typography
          variant="body2"
          color={created ? 'success.dark' : 'error'}
          sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
        >
          {created ? TRAINING_USER_TEXTS.created : TRAINING_USER_TEXTS.failed}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        {created ? (
          <>
            {canOpenCustomers ? (
              <Link component={RouterLink} to={`/customers/${result.ID}`}>
                {result.ID}
              </Link>
            ) : (
              result.ID
            )}
            <Typography variant="caption" color="text.secondary" component="div">
              {result.Username}
            </Typography>
          </>
        ) : (
          result.Message
        )}
      </TableCell>
    </TableRow>
  );
}
