import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function playRoutes(app: FastifyInstance): void {
  registerCall(app, 'launchGame', (body, context) => app.services.launch.launch(body, context));
}
