import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, type ReactNode } from 'react';
import { moveId, positionOf } from './sortableOrder';

export interface SortableListProps<T> {
  items: readonly T[];
  getId(item: T): string;
  /** What an item is called in its handle's label and in the announcements; its ID by default. */
  getLabel?(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** The IDs in their new order, after a drop that moved something. */
  onReorder(ids: string[]): void;
  /** Shows the handles disabled: nothing can be moved (no permission, or a save in flight). */
  disabled?: boolean;
  /** The list's accessible name. */
  'aria-label'?: string;
  /** Where the handle sits beside a tall row (a tree node with its children): its middle, or its top. */
  handleAlign?: 'center' | 'flex-start';
}

const INSTRUCTIONS =
  'To pick up an item, focus its handle and press Space or Enter. Use the up and down arrow keys to move ' +
  'it, Space or Enter to drop it where it is, or Escape to put it back.';

/**
 * A list reordered by dragging each row's handle, with the mouse, touch or the keyboard (Space to lift, the
 * arrows to move, Space to drop, Escape to cancel), each step announced to screen readers.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel = getId,
  renderItem,
  onReorder,
  disabled = false,
  'aria-label': ariaLabel,
  handleAlign = 'center',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labels = new Map(items.map((item) => [getId(item), getLabel(item)]));
  const name = (id: string | number) => labels.get(String(id)) ?? String(id);

  // Where the moving item was last announced: not again for the place it was picked up from.
  const announcedOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return `Picked up ${name(active.id)}, position ${positionOf(ids, String(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return `${name(active.id)} moved to position ${positionOf(ids, String(over.id))}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${positionOf(ids, String(over.id))}.`
        : `${name(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back where it was.`,
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    const next = moveId(ids, String(active.id), over ? String(over.id) : null);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box component="ul" aria-label={ariaLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              label={name(ids[index]!)}
              disabled={disabled}
              align={handleAlign}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  align,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  align: 'center' | 'flex-start';
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: align,
        gap: 1,
        py: 0.5,
        bgcolor: 'background.paper',
        ...(isDragging && { position: 'relative', zIndex: 1, boxShadow: 3 }),
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${label}`}
        disabled={disabled}
        size="small"
        sx={{ cursor: disabled ? undefined : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
