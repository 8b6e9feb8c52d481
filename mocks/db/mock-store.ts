import { Collection, Singleton, type ChangeListener } from './collection';
import type { MockData } from './types';

/** Key of a recent use: one record per user, kind and record. */
export function recentUseKey(use: { userId: string; kind: string; context: string }): string {
  return `${use.userId}|${use.kind}|${use.context}`;
}

/** Key of a stored preference: one record per user and preference key. */
export function preferenceKey(preference: { userId: string; key: string }): string {
  return `${preference.userId}|${preference.key}`;
}

/** Key of an idempotency record: one per user and `Idempotency-Key`. */
export function idempotencyKey(record: { userId: string; key: string }): string {
  return `${record.userId}|${record.key}`;
}

/** Index value of a form owner. */
export function formOwnerKey(kind: string, context: string): string {
  return `${kind}|${context}`;
}

type Item<K extends keyof MockData> = MockData[K] extends readonly (infer T)[] ? T : never;

const byContext = (record: { context: string }): string => record.context;

/** Every collection with its key and the indexes screens filter on. */
function createCollections() {
  return {
    users: new Collection<Item<'users'>, 'username' | 'role'>('users', {
      key: (user) => user.id,
      indexes: { username: (user) => user.username.toLowerCase(), role: (user) => user.roleContext },
    }),
    roles: new Collection<Item<'roles'>>('roles', { key: byContext }),
    userPreferences: new Collection<Item<'userPreferences'>, 'userId'>('userPreferences', {
      key: preferenceKey,
      indexes: { userId: (preference) => preference.userId },
    }),
    systemSettings: new Collection<Item<'systemSettings'>, 'category'>('systemSettings', {
      key: (setting) => setting.code,
      indexes: { category: (setting) => setting.category },
    }),
    companyFiles: new Collection<Item<'companyFiles'>>('companyFiles', { key: (file) => file.kind }),
    accessTokens: new Collection<Item<'accessTokens'>, 'family'>('accessTokens', { key: (token) => token.token, indexes: { family: (token) => token.family } }),
    refreshTokens: new Collection<Item<'refreshTokens'>, 'family'>('refreshTokens', { key: (token) => token.token, indexes: { family: (token) => token.family } }),
    resetGuids: new Collection<Item<'resetGuids'>>('resetGuids', { key: (link) => link.guid }),
    logonAudit: new Collection<Item<'logonAudit'>>('logonAudit', { key: byContext }),
    sentEmails: new Collection<Item<'sentEmails'>, 'customer' | 'attachment'>('sentEmails', {
      key: byContext,
      indexes: {
        customer: (email) => email.customerSummary?.context,
        attachment: (email) => email.attachments.map((attachment) => attachment.context),
      },
    }),
    errorLogs: new Collection<Item<'errorLogs'>>('errorLogs', { key: byContext }),
    feedback: new Collection<Item<'feedback'>>('feedback', { key: byContext }),
    failedLoginAttempts: new Collection<Item<'failedLoginAttempts'>>('failedLoginAttempts', { key: (entry) => entry.username }),
    picklists: new Collection<Item<'picklists'>, 'kind'>('picklists', { key: byContext, indexes: { kind: (item) => item.kind } }),
    personnel: new Collection<Item<'personnel'>>('personnel', { key: byContext }),
    customers: new Collection<Item<'customers'>, 'parent' | 'address'>('customers', {
      key: byContext,
      indexes: {
        parent: (customer) => customer.parentContext,
        address: (customer) => customer.addresses.map((address) => address.context),
      },
    }),
    recentUses: new Collection<Item<'recentUses'>, 'userKind' | 'record'>('recentUses', {
      key: recentUseKey,
      indexes: { userKind: (use) => `${use.userId}|${use.kind}`, record: (use) => use.context },
    }),
    intakes: new Collection<Item<'intakes'>, 'customer' | 'assignedTo' | 'address'>('intakes', {
      key: byContext,
      indexes: {
        customer: (intake) => intake.customerContext,
        assignedTo: (intake) => intake.assignedToContext,
        address: (intake) => intake.serviceAddressContext,
      },
    }),
    intakeHistory: new Collection<Item<'intakeHistory'>, 'intake'>('intakeHistory', {
      key: byContext,
      indexes: { intake: (entry) => entry.intakeContext },
    }),
    jobs: new Collection<Item<'jobs'>, 'customer' | 'intake' | 'chain' | 'address'>('jobs', {
      key: byContext,
      indexes: {
        customer: (job) => [job.serviceCustomerContext, job.billingCustomerContext],
        intake: (job) => job.intakeContext,
        chain: (job) => job.chainId,
        address: (job) => [job.serviceAddressContext, job.billingAddressContext],
      },
    }),
    jobDetails: new Collection<Item<'jobDetails'>, 'job'>('jobDetails', { key: byContext, indexes: { job: (line) => line.jobContext } }),
    discounts: new Collection<Item<'discounts'>>('discounts', { key: byContext }),
    taxOverrides: new Collection<Item<'taxOverrides'>>('taxOverrides', { key: byContext }),
    jobChains: new Collection<Item<'jobChains'>>('jobChains', { key: (chain) => chain.chainId }),
    pricebookItems: new Collection<Item<'pricebookItems'>, 'vendor' | 'category'>('pricebookItems', {
      key: byContext,
      indexes: { vendor: (item) => item.vendorContext, category: (item) => item.categoryContext },
    }),
    pricebookBundles: new Collection<Item<'pricebookBundles'>, 'category' | 'item'>('pricebookBundles', {
      key: byContext,
      indexes: { category: (bundle) => bundle.categoryContext, item: (bundle) => bundle.items.map((entry) => entry.itemContext) },
    }),
    pricebookCategories: new Collection<Item<'pricebookCategories'>, 'parent'>('pricebookCategories', {
      key: byContext,
      indexes: { parent: (category) => category.parentContext },
    }),
    pricebookVendors: new Collection<Item<'pricebookVendors'>>('pricebookVendors', { key: byContext }),
    pricebookFavorites: new Collection<Item<'pricebookFavorites'>, 'user' | 'target'>('pricebookFavorites', {
      key: byContext,
      indexes: { user: (favorite) => favorite.userId, target: (favorite) => favorite.targetContext },
    }),
    inventoryLevels: new Collection<Item<'inventoryLevels'>, 'item' | 'resource'>('inventoryLevels', {
      key: byContext,
      indexes: { item: (level) => level.itemContext, resource: (level) => level.resourceContext },
    }),
    reconciliations: new Collection<Item<'reconciliations'>, 'job' | 'detail' | 'level'>('reconciliations', {
      key: byContext,
      indexes: { job: (entry) => entry.jobContext, detail: (entry) => entry.jobDetailContext, level: (entry) => entry.levelContext },
    }),
    pricebookImages: new Collection<Item<'pricebookImages'>>('pricebookImages', { key: (image) => image.guid }),
    resources: new Collection<Item<'resources'>>('resources', { key: byContext }),
    resourceAttributes: new Collection<Item<'resourceAttributes'>, 'type'>('resourceAttributes', {
      key: byContext,
      indexes: { type: (attribute) => attribute.resourceTypeContext },
    }),
    resourceMaintenance: new Collection<Item<'resourceMaintenance'>, 'resource'>('resourceMaintenance', {
      key: byContext,
      indexes: { resource: (entry) => entry.resourceContext },
    }),
    weatherEvents: new Collection<Item<'weatherEvents'>>('weatherEvents', { key: byContext }),
    appointments: new Collection<Item<'appointments'>, 'intake' | 'job' | 'customer' | 'participant' | 'chain' | 'address'>('appointments', {
      key: byContext,
      indexes: {
        intake: (appointment) => appointment.intakeContext,
        job: (appointment) => appointment.jobContext,
        customer: (appointment) => appointment.customerContext,
        participant: (appointment) => appointment.participantContexts,
        chain: (appointment) => appointment.chainId,
        address: (appointment) => appointment.addressContext,
      },
    }),
    tasks: new Collection<Item<'tasks'>, 'customer' | 'assignedTo' | 'job' | 'intake'>('tasks', {
      key: byContext,
      indexes: {
        customer: (task) => task.customerContext,
        assignedTo: (task) => task.assignedToContext,
        job: (task) => task.jobContext,
        intake: (task) => task.intakeContext,
      },
    }),
    proposals: new Collection<Item<'proposals'>, 'job'>('proposals', { key: byContext, indexes: { job: (document) => document.jobContext } }),
    workOrders: new Collection<Item<'workOrders'>, 'job'>('workOrders', { key: byContext, indexes: { job: (document) => document.jobContext } }),
    invoices: new Collection<Item<'invoices'>, 'job'>('invoices', { key: byContext, indexes: { job: (document) => document.jobContext } }),
    payments: new Collection<Item<'payments'>, 'job' | 'invoice'>('payments', {
      key: byContext,
      indexes: { job: (payment) => payment.jobContext, invoice: (payment) => payment.invoiceContext },
    }),
    timesheetEntries: new Collection<Item<'timesheetEntries'>, 'personnel' | 'job'>('timesheetEntries', {
      key: byContext,
      indexes: { personnel: (entry) => entry.personnelContext, job: (entry) => entry.jobContext },
    }),
    guidedTourLogs: new Collection<Item<'guidedTourLogs'>>('guidedTourLogs', { key: byContext }),
    locations: new Collection<Item<'locations'>>('locations', { key: byContext }),
    suppliers: new Collection<Item<'suppliers'>>('suppliers', { key: byContext }),
    storageItems: new Collection<Item<'storageItems'>, 'entity'>('storageItems', {
      key: byContext,
      indexes: { entity: (item) => item.mappedEntities.map((entity) => entity.context) },
    }),
    billingPortalSessions: new Collection<Item<'billingPortalSessions'>>('billingPortalSessions', { key: (session) => session.id }),
    formTemplates: new Collection<Item<'formTemplates'>>('formTemplates', { key: byContext }),
    formInstances: new Collection<Item<'formInstances'>, 'owner' | 'template'>('formInstances', {
      key: byContext,
      indexes: { owner: (instance) => formOwnerKey(instance.ownerKind, instance.ownerContext), template: (instance) => instance.templateContext },
    }),
    idempotencyRecords: new Collection<Item<'idempotencyRecords'>>('idempotencyRecords', { key: idempotencyKey }),
    portalTokens: new Collection<Item<'portalTokens'>, 'document'>('portalTokens', { key: (token) => token.token, indexes: { document: (token) => token.documentContext } }),
    textMessages: new Collection<Item<'textMessages'>, 'customer'>('textMessages', {
      key: byContext,
      indexes: { customer: (message) => message.customerContext },
    }),
  };
}

type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;

/** Records that exist once: each persisted as a whole. */
export const singletonNames = ['companyInfo', 'subscription', 'paymentProviderAccount'] as const;
export type SingletonName = (typeof singletonNames)[number];

type Singletons = { [K in SingletonName]: Singleton<MockData[K]> };

/** Where the data came from: its schema version, which seed, and when that seed was built. */
export interface StoreMeta {
  schemaVersion: MockData['schemaVersion'];
  seedKind: MockData['seedKind'];
  seededAt: string;
}

/** The mock database: indexed collections and singletons, in memory. */
export type MockDb = Collections & Singletons & { meta: StoreMeta };

/** A record of collection `K`. */
export type RecordOf<K extends CollectionName> = Item<K>;

/** Names of every collection, in a fixed order (persistence creates one object store per name). */
export const collectionNames = Object.keys(createCollections()) as CollectionName[];

/** Each collection's order numbers, when data comes from storage that kept them. */
export type StoredOrder = Partial<Record<CollectionName, number[]>>;

/** A store holding `data` (the records are used as they are, not copied). */
export function createStore(data: MockData, order: StoredOrder = {}): MockDb {
  const collections = createCollections();
  for (const name of collectionNames) (collections[name] as Collection<unknown, string>).load(data[name] as unknown[], order[name]);
  return {
    ...collections,
    companyInfo: new Singleton('companyInfo', data.companyInfo),
    subscription: new Singleton('subscription', data.subscription),
    paymentProviderAccount: new Singleton('paymentProviderAccount', data.paymentProviderAccount),
    meta: { schemaVersion: data.schemaVersion, seedKind: data.seedKind, seededAt: data.seededAt },
  };
}

/** The collection `name` of `db`, for code that walks every collection. */
export function collectionOf(db: MockDb, name: CollectionName): Collection<unknown, string> {
  return db[name] as unknown as Collection<unknown, string>;
}

/** The singleton `name` of `db`. */
export function singletonOf(db: MockDb, name: SingletonName): Singleton<unknown> {
  return db[name] as unknown as Singleton<unknown>;
}

/** A change the store reports: a record written (`record`) or removed (`undefined`). */
export interface StoreChange {
  store: CollectionName | 'singletons';
  key: string;
  record: unknown;
}

/** Tells `listener` about every write to `db` (one call per record written or removed). */
export function watchStore(db: MockDb, listener: ((change: StoreChange) => void) | undefined): void {
  for (const name of collectionNames) {
    const handler: ChangeListener | undefined = listener && ((key, record) => listener({ store: name, key, record }));
    collectionOf(db, name).onChange(handler);
  }
  for (const name of singletonNames) {
    singletonOf(db, name).onChange(listener && ((key, record) => listener({ store: 'singletons', key, record })));
  }
}

/** The store's data as plain data (the records themselves, not copies). */
export function snapshotOf(db: MockDb): MockData {
  const data: Record<string, unknown> = { ...db.meta };
  for (const name of collectionNames) data[name] = collectionOf(db, name).all();
  for (const name of singletonNames) data[name] = singletonOf(db, name).get();
  return data as unknown as MockData;
}
