import { profileFormSchema, type AdminUser } from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCurrentSession } from '../../../lib/session.tsx';
import { useToast } from '../../../lib/toast.ts';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { PhoneField } from '../../../ui/PhoneField.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useUpdateProfile } from '../api.ts';
import { profileSaveMessage } from '../profile-errors.ts';

/*
 * The My Profile card while editing, loaded when 'Edit Profile' is pressed (MyProfileCard.tsx): the form
 * brings react-hook-form, its zod resolver and MUI's TextField (with Select, Menu and Popover), about
 * 20 KB gzipped that the profile's first load does not need to show the saved values.
 */

type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;

const formValues = (user: AdminUser): FormInput => ({
  FirstName: user.FirstName,
  LastName: user.LastName,
  Email: user.Email,
  Phone: user.Phone ?? '',
});

/** Only the fields whose saved value differs are sent (spec 2 §5). */
function changedFields(values: FormOutput, user: AdminUser): Partial<FormInput> {
  const saved: FormOutput = {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    Phone: user.Phone,
  };
  const changes: Partial<FormInput> = {};
  for (const key of Object.keys(values) as (keyof FormOutput)[]) {
    if (values[key] !== saved[key]) changes[key] = values[key] ?? '';
  }
  return changes;
}

export default function MyProfileEditor({ onDone }: { onDone(): void }) {
  const { User } = useCurrentSession();
  const update = useUpdateProfile();
  const toast = useToast();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFormSchema),
    values: formValues(User),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;

  const save = whenValid(form.handleSubmit, async (values) => {
    const changes = changedFields(values, User);
    if (Object.keys(changes).length === 0) return;
    try {
      await update.mutateAsync({ changes, version: User.Version });
    } catch (error) {
      throw new Error(profileSaveMessage(error));
    }
    toast.success('Your profile has been saved.');
  });

  return (
    <EditableSection
      title="My Profile"
      onSave={save}
      onDiscard={() => form.reset()}
      editing
      onEditingChange={(editing) => {
        if (!editing) onDone();
      }}
      unsaved={isDirty}
    >
      {() => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="FirstName" label="First Name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="LastName" label="Last Name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="Email" label="Email" type="email" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="Phone"
              render={({ field }) => (
                <PhoneField
                  label="Phone"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={!!errors.Phone}
                  helperText={errors.Phone?.message}
                />
              )}
            />
          </Grid>
        </Grid>
      )}
    </EditableSection>
  );
}
