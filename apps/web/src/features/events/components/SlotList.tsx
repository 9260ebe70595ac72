import { formatWeekdayDate, type EventDateTime } from '@commerce/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatSlotTime, slotKey } from '../format.ts';

/** Generated date-times, each removable before the event is created. */
export function SlotList({
  slots,
  onRemove,
}: {
  slots: readonly EventDateTime[];
  onRemove?(slot: EventDateTime): void;
}) {
  return (
    <List dense aria-label="Date-times">
      {slots.map((slot) => (
        <ListItem
          key={slotKey(slot)}
          divider
          secondaryAction={
            onRemove && (
              <IconButton
                edge="end"
                aria-label={`Remove ${slot.Date} ${slot.Start}`}
                onClick={() => onRemove(slot)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )
          }
        >
          <ListItemText primary={formatWeekdayDate(slot.Date)} secondary={formatSlotTime(slot)} />
        </ListItem>
      ))}
    </List>
  );
}
