import { type FastifyInstance } from 'fastify';

/** Registers the routes over one repository (the conversations, the suggested questions). */
export type RepositoryRoutes<Repository> = (app: FastifyInstance, repository: Repository) => void;
