import { defineApiErrors } from './api-errors.ts';
import { defineListSpec } from './list-spec.ts';
import { z } from 'zod';
import { nameSchema } from './admin-users.ts';
import { ALL_FEATURE_KEYS, isFeatureKey } from './permissions.ts';
import { defineRecordApi } from './api-routes.ts';

/**
 * User roles (spec 1 §3): an admin user group marked as a permission group, holding feature keys in
 * xp.Permissions, paired with a security profile of the same ID and Name whose Roles are the keys' API roles.
 */

export const ROLE_ID_MAX_LENGTH = 50;
export const ROLE_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * Role IDs travel in URLs (/admin/roles/{id}) and become the security profile's ID too, so they keep to the
 * characters every such ID may use.
 */
export const ROLE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The resend-admin role belongs to the integration that resends confirmation e-mails; its ID marks it
 * ("its ID marks it as such", spec 1 §3). Any ID reading "resend admin" whatever the case or separators
 * counts (ResendAdmin, resend-admin, Resend_Admin_Prod): hidden from every list and picker, never
 * assignable, never created, edited or deleted from the console.
 */
export const RESEND_ADMIN_ROLE_ID = 'ResendAdmin';
export const isResendAdminRole = (id: string): boolean =>
  id
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .includes('resendadmin');

export const ROLE_TEXTS = {
  searchPlaceholder: 'Search User Roles...',
  newRoleTitle: 'New Internal User Role',
  // The spec names the code but gives no text; this one mirrors the username's.
  idInUse: 'This Identifier is already in use by another User Role.',
  idReserved: 'This Identifier is reserved for the system.',
  deleteTitle: 'Delete Internal User Role',
  deleteMessage:
    'Are you sure you want to permanently delete the role? This action cannot be undone. All Internal Users assigned to this role will lose the permissions associated with it.',
} as const;

export const ROLE_ERRORS = defineApiErrors({
  idMustBeUnique: { status: 409, code: 'UserGroup.IdMustBeUnique', message: ROLE_TEXTS.idInUse },
});

export const roleIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'Identifier is required.', abort: true })
  .max(ROLE_ID_MAX_LENGTH, `Identifier can be at most ${ROLE_ID_MAX_LENGTH} characters.`)
  .regex(ROLE_ID_PATTERN, 'Identifier may only use letters, digits, "-" and "_".')
  .refine((id) => !isResendAdminRole(id), ROLE_TEXTS.idReserved);

/** Optional multiline text; blank (or null) means none. */
export const roleDescriptionSchema = z
  .string()
  .trim()
  .max(ROLE_DESCRIPTION_MAX_LENGTH, `Description can be at most ${ROLE_DESCRIPTION_MAX_LENGTH} characters.`)
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** Feature keys, each known; duplicates dropped and kept in the catalogue's order. */
export const permissionKeysSchema = z
  .array(z.string().max(100))
  .max(ALL_FEATURE_KEYS.length * 2)
  .refine((keys) => keys.every(isFeatureKey), {
    error: (issue) => {
      const unknown = (issue.input as string[]).filter((key) => !isFeatureKey(key));
      return `Unknown feature key(s): ${unknown.join(', ')}.`;
    },
  })
  .transform((keys) => ALL_FEATURE_KEYS.filter((key) => keys.includes(key)));

const roleFields = {
  Name: nameSchema('Name'),
  Description: roleDescriptionSchema,
  xp: z.object({ Permissions: permissionKeysSchema }).strict(),
};

/** The role form, and the body of POST /api/roles. */
export const roleCreateSchema = z
  .object({
    ID: roleIdSchema,
    Name: roleFields.Name,
    Description: roleFields.Description.optional().transform((text) => text ?? null),
    xp: roleFields.xp.default({ Permissions: [] }),
  })
  .strict();
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** The role form (spec 1 §5): on edit the Identifier is fixed, so it is not judged again. */
export function roleFormSchema(mode: 'create' | 'edit') {
  return z.object({ ID: mode === 'create' ? roleIdSchema : z.string(), ...roleFields });
}
export type RoleForm = z.input<ReturnType<typeof roleFormSchema>>;

/** PATCH /api/roles/{id}: the ID is the key of the group and its security profile, so it never changes. */
export const roleUpdateSchema = z
  .object(roleFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const roleSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Version: z.number().int(),
  xp: z.object({ IsPermissionGroup: z.boolean(), Permissions: z.array(z.string()) }),
});
export type Role = z.infer<typeof roleSchema>;

export const securityProfileSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Roles: z.array(z.string()),
});
export type SecurityProfile = z.infer<typeof securityProfileSchema>;

/** A role with its paired security profile (null only for a group made outside the console). */
export const roleDetailSchema = roleSchema.extend({ SecurityProfile: securityProfileSchema.nullable() });
export type RoleDetail = z.infer<typeof roleDetailSchema>;

/** /admin/roles (spec 1 §2): the user roles, searchable over ID, Name and Description. */
export const roleListSpec = defineListSpec<Role>()({
  id: 'roles',
  label: 'User Roles',
  api: '/roles',
  readKeys: ['internal-admin'],
  columns: [
    { field: 'ID', header: 'Role ID', sortable: true, width: '25%' },
    { field: 'Name', header: 'Name', sortable: true, width: '25%' },
    { field: 'Description', header: 'Description', sortable: true, wrap: 'clamp' },
  ],
  defaultSort: 'ID',
  emptyText: 'No user roles found',
  search: { placeholder: ROLE_TEXTS.searchPlaceholder },
});

/** Roles: the routes the server serves and the web's resource calls. */
export const roleApi = defineRecordApi({
  path: '/roles',
  item: roleSchema,
  detail: roleDetailSchema,
  create: roleCreateSchema,
  update: roleUpdateSchema,
});
