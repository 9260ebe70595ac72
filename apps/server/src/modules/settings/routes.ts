import {
  findSettingsSection,
  isSettingsDocumentId,
  settingsSectionKeys,
  saveSettingsSectionRoute,
  settingsSectionRoute,
  settingsSectionsRoute,
  type SettingsSection,
} from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { actorOf, principalOf } from '../../http/principal.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { readSettingsSection, readSettingsSections, saveSettingsSection } from './service.ts';

/**
 * The settings documents by section (packages/domain settings-sections.ts). Each route admits the keys of
 * any section, then checks the requested section's own keys (403); an unknown section is 404.
 */
export const settingsRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['settings'];

    const allowed = (request: FastifyRequest, document: string, id: string, access: 'read' | 'write') => {
      const section = findSettingsSection(document, id);
      if (!section) throw notFound(`The settings section '${id}'`);
      const keys = access === 'read' ? section.readKeys : section.writeKeys;
      const { permissions } = principalOf(request);
      if (!keys.some((key) => permissions.includes(key))) throw forbidden();
      return section;
    };

    const sectionFor = (request: FastifyRequest, access: 'read' | 'write'): SettingsSection => {
      const { document, section } = request.params as { document: string; section: string };
      return allowed(request, document, section, access);
    };

    serve(
      app,
      settingsSectionsRoute,
      {
        config: requireFeature(...settingsSectionKeys('read')),
        tags,
        summary:
          'Several sections of a settings document in one request (a page of panels), each with its version',
      },
      async (request) => {
        const { document } = request.params;
        if (!isSettingsDocumentId(document)) throw notFound('The settings document');
        // Every section named must be one the caller may read: a page asks only for what it shows.
        const sections = request.query.sections.map((id) => allowed(request, document, id, 'read'));
        return { Sections: await readSettingsSections(db, document, sections) };
      },
    );

    serve(
      app,
      settingsSectionRoute,
      {
        config: requireFeature(...settingsSectionKeys('read')),
        tags,
        summary: "One section of a settings document (ETag = the section's version)",
      },
      async (request, reply) => {
        const answer = await readSettingsSection(db, sectionFor(request, 'read'));
        sendVersion(reply, answer.Version);
        return answer;
      },
    );

    serve(
      app,
      saveSettingsSectionRoute,
      {
        config: versioned(requireFeature(...settingsSectionKeys('write'))),
        tags,
        summary:
          "Save one section (If-Match: the section's version); the whole document is checked and republished",
      },
      async (request, reply) => {
        const section = sectionFor(request, 'write');
        const version = requiredVersion(request);
        const answer = await db.transaction((tx) =>
          saveSettingsSection(tx, actorOf(request), { section, value: request.body.Value, version }),
        );
        notifyOutbox();
        sendVersion(reply, answer.Version);
        return answer;
      },
    );
  };
