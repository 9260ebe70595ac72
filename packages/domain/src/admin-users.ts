import { defineApiErrors } from './api-errors.ts';
import { bulkActionRequestSchema, bulkActionResultSchema } from './bulk-actions.ts';
import { dateFilter, defineListSpec, lookupFilter, statusFilter } from './list-spec.ts';
import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from './constants.ts';
import { isValidPassword, passwordSchema } from './password.ts';
import { checkPhone, phoneDigits } from './phone.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';

/** An internal (admin) user as the API returns it (spec 1 §3). */
export const adminUserSchema = z.object({
  ID: z.string(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  Active: z.boolean(),
  DateCreated: z.string(),
  Version: z.number().int(),
  xp: z.object({
    StoreAddressID: z.string().nullable(),
    LastPasswordChange: z.number().nullable(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The username is the user's ID and travels in URLs (/admin/users/{id}): a short, plain word. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Username is required.', abort: true })
  .max(USERNAME_MAX_LENGTH, `Username can be at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(USERNAME_PATTERN, 'Username may only use letters, digits, ".", "_" and "-".');

export const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(100, `${label} can be at most 100 characters.`);

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email can be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** Empty means no phone; otherwise 10 digits, first 1–9. Stored as digits only. */
export const phoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== '') checkPhone(value, ctx);
  })
  .transform((value) => (value === '' ? null : phoneDigits(value)));

/** What a user's role list, the role picker and the role filter show of a role. */
export const roleOptionSchema = z.object({ ID: z.string(), Name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** What the store picker and the store filter show of a store. */
export const storeOptionSchema = z.object({ ID: z.string(), CompanyName: z.string() });
export type StoreOption = z.infer<typeof storeOptionSchema>;

/** The internal-user screens' texts (spec 1 §2, §5, §8). */
export const ADMIN_USER_TEXTS = {
  searchPlaceholder: 'Search Internal Users...',
  newUserTitle: 'New Internal User',
  usernameInUse: 'This Username is already in use by another Internal User.',
  passwordsDoNotMatch: 'Passwords do not match',
  // The spec's empty text as written, though the list holds internal users.
  emptyList: 'No customers found',
  storeNotFound: 'NOT FOUND',
  deleteTitle: 'Delete User',
  deleteMessage: 'Are you sure you want to permanently delete the user? This action cannot be undone.',
  onlyInactiveCanBeDeleted: 'Only an inactive user can be deleted. Deactivate the user first.',
  cannotDeactivateSelf: 'You cannot deactivate your own user.',
  cannotDeleteSelf: 'You cannot delete your own user.',
  lastAdministrator:
    'This change would leave no active user who can manage internal users and roles (internal-admin).',
} as const;

export const ADMIN_USER_ERRORS = defineApiErrors({
  usernameMustBeUnique: {
    status: 409,
    code: 'User.UsernameMustBeUnique',
    message: ADMIN_USER_TEXTS.usernameInUse,
  },
  mustBeInactiveToDelete: {
    status: 409,
    code: 'User.MustBeInactiveToDelete',
    message: ADMIN_USER_TEXTS.onlyInactiveCanBeDeleted,
  },
  cannotDeactivateSelf: {
    status: 409,
    code: 'User.CannotChangeOwnAccess',
    message: ADMIN_USER_TEXTS.cannotDeactivateSelf,
  },
  cannotDeleteSelf: {
    status: 409,
    code: 'User.CannotChangeOwnAccess',
    message: ADMIN_USER_TEXTS.cannotDeleteSelf,
  },
  lastAdministrator: {
    status: 409,
    code: 'User.LastAdministrator',
    message: ADMIN_USER_TEXTS.lastAdministrator,
  },
});

export const storeAddressIdSchema = z
  .string()
  .trim()
  .min(1, 'Store is required.')
  .max(200, 'Store can be at most 200 characters.');

/** Role IDs to assign; duplicates dropped. Whether each exists is the server's to check. */
export const roleIdsSchema = z
  .array(z.string().trim().min(1).max(100))
  .max(200, 'At most 200 roles can be assigned.')
  .transform((ids) => [...new Set(ids)]);

const userFields = {
  FirstName: nameSchema('First Name'),
  LastName: nameSchema('Last Name'),
  Email: emailSchema,
  xp: z.object({ StoreAddressID: storeAddressIdSchema }).strict(),
  Active: z.boolean(),
  RoleIDs: roleIdsSchema,
};

/** POST /api/admin-users: the user and its role assignments, in one call (ID = Username). */
export const adminUserCreateSchema = z
  .object({
    Username: usernameSchema,
    ...userFields,
    Password: passwordSchema,
    Active: userFields.Active.default(true),
    RoleIDs: userFields.RoleIDs.default([]),
  })
  .strict();
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/**
 * PATCH /api/admin-users/{id}: only the fields sent change. RoleIDs, when sent, is the complete new set.
 * A Password sets a new one and makes the user reset it at next sign-in. The Username is the ID and fixed.
 */
export const adminUserPatchSchema = z
  .object({ ...userFields, Password: passwordSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type AdminUserPatch = z.input<typeof adminUserPatchSchema>;

/**
 * The internal user form (spec 1 §5): the request's fields plus the confirmation. On edit the password is
 * optional (blank keeps the current one).
 */
export function adminUserFormSchema(mode: 'create' | 'edit') {
  const password =
    mode === 'create'
      ? passwordSchema
      : z.string().refine((value) => value === '' || isValidPassword(value), {
          message: 'Password does not meet security requirements.',
        });
  return z
    .object({
      // Fixed once created, so an edit does not re-judge it.
      Username: mode === 'create' ? usernameSchema : z.string(),
      ...userFields,
      Password: password,
      ConfirmPassword: z.string(),
    })
    .refine((form) => form.Password === form.ConfirmPassword, {
      path: ['ConfirmPassword'],
      message: ADMIN_USER_TEXTS.passwordsDoNotMatch,
      // Judged even while other fields are still wrong, so the mismatch shows at once.
      when: ({ value }) => {
        const form = value as { Password?: unknown; ConfirmPassword?: unknown };
        return typeof form.Password === 'string' && typeof form.ConfirmPassword === 'string';
      },
    });
}
export type AdminUserForm = z.input<ReturnType<typeof adminUserFormSchema>>;

/** A row of the internal-user list: the user and its store's company name (null when not found). */
export const adminUserListItemSchema = adminUserSchema.extend({ StoreName: z.string().nullable() });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** One internal user with its store (null when not found) and its roles. */
export const adminUserDetailSchema = adminUserSchema.extend({
  Store: storeOptionSchema.nullable(),
  Roles: z.array(roleOptionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const ADMIN_USER_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type AdminUserBulkAction = (typeof ADMIN_USER_BULK_ACTIONS)[number];
export const ADMIN_USER_BULK_MAX = 1000;

/** POST /api/admin-users/bulk: one action on many users; each succeeds or fails on its own. */
export const adminUserBulkSchema = bulkActionRequestSchema(ADMIN_USER_BULK_ACTIONS, {
  max: ADMIN_USER_BULK_MAX,
  noun: 'user',
});
export type AdminUserBulk = z.input<typeof adminUserBulkSchema>;

export const adminUserBulkResultSchema = bulkActionResultSchema(adminUserListItemSchema);
export type AdminUserBulkResult = z.infer<typeof adminUserBulkResultSchema>;

/** The bulk confirmation (spec 1 §8), for `count` selected users; its buttons are the default No and Yes. */
export function bulkConfirmation(action: AdminUserBulkAction, count: number) {
  const users = count === 1 ? '1 user' : `${count} users`;
  switch (action) {
    case 'activate':
      return {
        title: 'Activate Users',
        message: `Are you sure you want to activate ${users}? Their access to the Admin Application will be restored.`,
      };
    case 'deactivate':
      return {
        title: 'Deactivate Users',
        message: `Are you sure you want to deactivate ${users}? They will no longer be able to access the Admin Application.`,
      };
    case 'delete':
      return {
        title: 'Delete Users',
        message: `Are you sure you want to delete ${users}? This is a destructive action and cannot be undone.`,
      };
  }
}

/** /admin/users (spec 1 §2): every internal user, searchable, filterable by status, store, role, created. */
export const adminUserListSpec = defineListSpec<AdminUserListItem>()({
  id: 'admin-users',
  label: 'Internal Users',
  api: '/admin-users',
  readKeys: ['internal-reader'],
  columns: [
    { field: 'ID', header: 'User ID', sortable: true },
    { field: 'FirstName', header: 'First Name', sortable: true },
    { field: 'LastName', header: 'Last Name', sortable: true },
    { field: 'Email', header: 'Email Address', sortable: true, format: 'email' },
    { field: 'Phone', header: 'Phone', format: 'phone', optional: true },
    {
      field: 'StoreName',
      header: 'Store',
      sortable: true,
      value: (user) => user.StoreName ?? ADMIN_USER_TEXTS.storeNotFound,
    },
    { field: 'DateCreated', header: 'Created', sortable: true, format: 'date', optional: true },
    { field: 'Active', header: 'Status', sortable: true, format: 'active' },
  ],
  defaultSort: 'ID',
  emptyText: ADMIN_USER_TEXTS.emptyList,
  search: { placeholder: ADMIN_USER_TEXTS.searchPlaceholder },
  filters: {
    status: statusFilter(),
    store: lookupFilter({ label: 'Store', param: 'xp.StoreAddressID' }),
    role: lookupFilter({ label: 'Role', param: 'Role' }),
    created: dateFilter({ label: 'Created Before', param: 'DateCreated', op: '<' }),
  },
});

/** Internal users: the routes the server serves and the web's resource calls. */
export const adminUserApi = defineRecordApi({
  path: '/admin-users',
  item: adminUserListItemSchema,
  detail: adminUserDetailSchema,
  create: adminUserCreateSchema,
  update: adminUserPatchSchema,
});

/** Every role a user can be given (the role picker and the role filter). */
export const adminUserRoleOptionsRoute = readRoute(
  '/admin-users/role-options',
  z.object({ Items: z.array(roleOptionSchema) }),
);
/** Up to 100 flagship stores a user can be given (the store picker and the store filter). */
export const adminUserStoreOptionsRoute = readRoute(
  '/admin-users/store-options',
  z.object({ Items: z.array(storeOptionSchema) }),
);

/** Activate, deactivate or delete many users; each succeeds or fails on its own. */
export const adminUserBulkRoute = defineRoute({
  method: 'POST',
  path: '/admin-users/bulk',
  body: adminUserBulkSchema,
  response: adminUserBulkResultSchema,
});
