import { z } from 'zod';
import { listSearchRequestSchema } from './common-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';

/**
 * Administration: users and roles (issue 19). The client's forms and the mock backend check the
 * same rules (docs/api.md "Administration").
 */

export const userStatuses = ['Active', 'Invited', 'Locked', 'Inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const USER_NAME_MAX = 50;
/** The login form's limit (spec 1 §5). */
export const USER_EMAIL_MAX = 100;

export const adminMessages = {
  firstNameRequired: 'First name is required.',
  firstNameTooLong: `First name cannot be more than ${USER_NAME_MAX} characters.`,
  lastNameRequired: 'Last name is required.',
  lastNameTooLong: `Last name cannot be more than ${USER_NAME_MAX} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: `Email cannot be more than ${USER_EMAIL_MAX} characters.`,
  roleRequired: 'Please choose a role.',
  duplicateEmail: 'A user with this email already exists.',
  userChanged:
    'This user was changed by someone else after you opened it. Reload the user to see the latest version before trying again.',
  lastAdministrator: 'The last administrator cannot be removed. Give another active user the Administrator role first.',
  deactivateSelf: 'You cannot deactivate your own account.',
  changeOwnRole: 'You cannot change your own role.',
  higherRole: 'You cannot give or change a role with permissions you do not hold.',
  notLocked: 'This account is not locked.',
  notInvited: 'This user has already set up their account.',
  invitedNoReset: 'This user has not accepted the invitation yet. Resend the invitation instead.',
  inactiveUser: 'This user is inactive. Reactivate the user first.',
  alreadyActive: 'This user is already active.',
  alreadyInactive: 'This user is already inactive.',
  userNotFound: 'User not found',
  roleNotFound: 'Role not found',
  contextRequired: 'A context is required.',
} as const;

/** A role as a user record names it. */
export const roleRefSchema = z.object({ context: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/**
 * `Role/GetAll`: every role with how many users hold it, and whether the signed-in administrator may
 * give it (not a role with permissions they do not hold: an administrator cannot give Root).
 */
export const roleSummarySchema = roleRefSchema.extend({ description: z.string(), userCount: z.number().int(), assignable: z.boolean() });
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** `Role/GetByContext`: a role and the permission codes it grants. */
export const roleRecordSchema = roleSummarySchema.extend({ permissions: z.array(z.string()) });
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** A row of the user list. */
export const userListItemSchema = z.object({
  context: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleRefSchema,
  status: z.enum(userStatuses),
  /** ISO date-time of the last successful sign-in, `null` if never. */
  lastSignIn: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** `User/GetByContext` and the answer of every user change. */
export const userRecordSchema = userListItemSchema.extend({
  /** ISO date-time the user was invited (`null` for the seeded founders). */
  invitedOn: z.string().nullable(),
  version: z.number().int(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userSortFields = ['Name', 'Email', 'Role', 'Status', 'LastSignIn'] as const;
export type UserSortField = (typeof userSortFields)[number];

/** `POST User/Search`: term (name or email), status (`null` for all), sort and page. */
export const userSearchRequestSchema = listSearchRequestSchema.extend({ status: z.enum(userStatuses).nullable() });
export type UserSearchRequest = z.infer<typeof userSearchRequestSchema>;

const emailField = z
  .string()
  .refine((value) => value.trim().length <= USER_EMAIL_MAX, adminMessages.emailTooLong)
  .refine((value) => value.trim().length > USER_EMAIL_MAX || z.email().safeParse(value.trim()).success, adminMessages.emailInvalid);

/** `POST User/Invite` (and the Invite User form). */
export const inviteUserRequestSchema = z.object({
  firstName: trimmedTextSchema(USER_NAME_MAX, { required: adminMessages.firstNameRequired, tooLong: adminMessages.firstNameTooLong }),
  lastName: trimmedTextSchema(USER_NAME_MAX, { required: adminMessages.lastNameRequired, tooLong: adminMessages.lastNameTooLong }),
  email: emailField,
  roleContext: z.string().min(1, adminMessages.roleRequired),
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

/** `POST User/UpdateRole`. */
export const updateUserRoleRequestSchema = recordVersionSchema.extend({ roleContext: z.string().min(1, adminMessages.roleRequired) });
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequestSchema>;

/** `POST User/Deactivate`, `User/Reactivate`, `User/Unlock`: the user and the version it was loaded at. */
export const userVersionRequestSchema = recordVersionSchema;
export type UserVersionRequest = z.infer<typeof userVersionRequestSchema>;

/** `POST User/SendPasswordReset`, `User/ResendInvitation`. */
export const userContextRequestSchema = z.object({ context: z.string().min(1, adminMessages.contextRequired) });
export type UserContextRequest = z.infer<typeof userContextRequestSchema>;
