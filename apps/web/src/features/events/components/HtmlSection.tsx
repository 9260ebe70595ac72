import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  EVENT_TEXTS,
  joinDescription,
  type EventDetail,
} from '@commerce/domain';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { LazyHtmlEditor } from '../../../ui/LazyHtmlEditor.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';
import { useVersionedEditing } from '../../../ui/useVersionedEditing.ts';
import { useEventChange } from '../api.ts';

type Field = 'Description' | 'CancellationOrPolicies' | 'TicketInformation';

const htmlOf = (detail: EventDetail, field: Field): string =>
  field === 'Description'
    ? joinDescription(detail.Description, detail.xp.DescriptionOverflow)
    : (detail.xp[field] ?? '');

/**
 * An HTML section (events-admin, C-38): Description (saved as 2000 characters plus xp.DescriptionOverflow
 * by the server), Cancellation/Policies or Ticket Information.
 */
export function HtmlSection({ detail, field, title }: { detail: EventDetail; field: Field; title: string }) {
  const canEdit = useCan('events-admin');
  const { editing, editVersion, onEditingChange } = useVersionedEditing(detail.Version);
  const [html, setHtml] = useState(() => htmlOf(detail, field));
  const change = useEventChange(detail.xp.ProductCode);
  const saved = htmlOf(detail, field);
  return (
    <EditableSection
      title={title}
      canEdit={canEdit}
      editing={editing}
      onEditingChange={(next) => {
        if (next) setHtml(saved);
        onEditingChange(next);
      }}
      onSave={() => change('html', { [field]: html }, editVersion)}
      onDiscard={() => setHtml(saved)}
      unsaved={html !== saved}
    >
      {(isEditing) =>
        isEditing ? (
          <>
            <LazyHtmlEditor value={html} onChange={setHtml} label={title} />
            {field === 'Description' && (
              <Typography variant="caption" color="text.secondary">
                {html.length} characters
                {html.length > CATEGORY_DESCRIPTION_MAX_LENGTH
                  ? ` — the first ${CATEGORY_DESCRIPTION_MAX_LENGTH} are the Description, the rest its overflow`
                  : ''}
              </Typography>
            )}
          </>
        ) : saved ? (
          <ScrollArea label={title} maxHeight={260}>
            <SafeHtml html={saved} />
          </ScrollArea>
        ) : (
          <Typography color="text.secondary">{EVENT_TEXTS.none}</Typography>
        )
      }
    </EditableSection>
  );
}
