import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { defineRecordApi } from '@commerce/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../lib/resource.ts';
import { json, renderRoutes } from '../../test/render.tsx';
import { EditableSection } from '../EditableSection.tsx';
import { FormTextField } from '../FormTextField.tsx';
import { RecordLoading, RecordPage } from './RecordPage.tsx';
import { useRecord, type RecordOptions } from './useRecord.ts';
import { useSectionDraft } from './useSectionDraft.ts';
import { useSectionForm } from './useSectionForm.ts';

const thingSchema = z.object({ ID: z.string(), Name: z.string(), Busy: z.boolean(), Version: z.number() });
type Thing = z.output<typeof thingSchema>;

const thingResource = defineResource(
  defineRecordApi({ path: '/things', item: thingSchema, detail: thingSchema }),
  {
    name: 'things',
    versionOf: (thing) => thing.Version,
    idOf: (thing) => thing.ID,
  },
);

const nameSchema = z.object({ Name: z.string().min(1) });

/** A section edited in place with the kit's section form (which reports unsaved changes to the page). */
function NameSection({ thing }: { thing: Thing }) {
  const { form, section } = useSectionForm(
    { version: thing.Version, values: { Name: thing.Name } },
    nameSchema,
  );
  return (
    <EditableSection title="Name" {...section(async () => {})}>
      {(editing) =>
        editing ? <FormTextField control={form.control} name="Name" label="Name" /> : <p>{thing.Name}</p>
      }
    </EditableSection>
  );
}

/** A section edited with its own state instead of a form (as a product's are). */
function BusySection({ thing }: { thing: Thing }) {
  const { draft, setDraft, section } = useSectionDraft(thing.Busy);
  return (
    <EditableSection title="Status" editName="Edit Status" {...section} onSave={async () => {}}>
      {(editing) => (
        <label>
          <input
            type="checkbox"
            checked={editing ? draft : thing.Busy}
            disabled={!editing}
            onChange={(event) => setDraft(event.target.checked)}
          />
          Marked busy
        </label>
      )}
    </EditableSection>
  );
}

function ThingPage(options: Partial<RecordOptions<Thing>>) {
  const { record, notice } = useRecord(thingResource, 'T1', {
    leave: { to: '/things', failedText: 'The thing could not be loaded.' },
    ...options,
  });
  if (!record) return <RecordLoading notice={notice} />;
  return (
    <RecordPage
      title={record.Name}
      subtitle={`Thing ${record.ID}`}
      chips={<span>{record.Busy ? 'Busy' : 'Idle'}</span>}
      back={{ to: '/things', label: 'Back to Things' }}
      actions={<Link to="/elsewhere">Elsewhere</Link>}
      main={
        <>
          <NameSection thing={record} />
          <BusySection thing={record} />
        </>
      }
      side={<section aria-label="Side panel">Notes</section>}
      history={{ entity: 'store', id: record.ID, version: record.Version }}
    />
  );
}

const thing = (changes: Partial<Thing> = {}): Thing => ({
  ID: 'T1',
  Name: 'First thing',
  Busy: false,
  Version: 1,
  ...changes,
});

/** The API: the thing as `answers` say in turn (the last one repeats), and an empty History. */
function stubApi(...answers: Response[]) {
  const lookups: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/audit/store/T1')) return json(200, { Items: [], NextBefore: null, Names: {} });
      if (url === '/api/things/T1') {
        lookups.push(url);
        return answers.length > 1 ? answers.shift()! : answers[0]!.clone();
      }
      throw new Error(`Unexpected ${url}`);
    }),
  );
  return lookups;
}

function renderPage(options: Partial<RecordOptions<Thing>> = {}) {
  return renderRoutes(
    [
      { path: '/things/:id', element: <ThingPage {...options} /> },
      { path: '/things', element: <p>The list</p> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    '/things/T1',
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the record page', () => {
  it('shows the header with its chips and actions, the main column, and History last in the side', async () => {
    stubApi(json(200, thing({ Busy: true })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'First thing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Thing T1')).toBeInTheDocument();
    expect(screen.getByText('Busy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Things' })).toHaveAttribute('href', '/things');
    const side = screen.getByRole('region', { name: 'Side panel' }).parentElement!;
    const history = screen
      .getByRole('heading', { name: 'History' })
      .closest('form, div[class*=MuiCard], section')!;
    // History follows the side panel inside the side column, and the main section is not in that column.
    expect(side.contains(history)).toBe(true);
    expect(side.lastElementChild!.contains(history)).toBe(true);
    expect(within(side).queryByRole('heading', { name: 'Name' })).toBeNull();
  });

  it('asks before leaving while a section holds unsaved changes, and lets go once they are discarded', async () => {
    stubApi(json(200, thing()));
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // Editing alone changes nothing: leaving does not ask.
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    await router.navigate('/things/T1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' renamed');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/things/T1');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks too for a section that edits its own state, from the record as shown, until it is back', async () => {
    stubApi(json(200, thing()));
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Status' }));
    const busy = screen.getByRole('checkbox', { name: 'Marked busy' });
    await userEvent.click(busy);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    // Unticked again, the input is the record's: nothing to lose (the page is back once the dialog has gone).
    await userEvent.click(busy);
    await userEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('goes back with the failed text when the record cannot be loaded', async () => {
    stubApi(json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'Not found.' }] }));
    const router = renderPage();
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    expect(await screen.findByText('The thing could not be loaded.')).toBeInTheDocument();
  });

  it('polls while the record says so, and stops when it no longer does', async () => {
    const lookups = stubApi(json(200, thing({ Busy: true })), json(200, thing({ Busy: false, Version: 2 })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage({ poll: { ms: 1000, while: (record) => record.Busy } });
    expect(await screen.findByText('Busy')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('Idle')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    expect(lookups).toHaveLength(2);
  });

  it('says what it waits for between a failed lookup and its retry, then shows the record', async () => {
    const lookups = stubApi(
      json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'Not found.' }] }),
      json(200, thing()),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage({ retry: { times: 1, delayMs: 5000, when: () => true, notice: 'Looking again shortly…' } });
    expect(await screen.findByText('Looking again shortly…')).toBeInTheDocument();
    expect(lookups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByRole('heading', { name: 'First thing', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(lookups).toHaveLength(2));
  });
});
