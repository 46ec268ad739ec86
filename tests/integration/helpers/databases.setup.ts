import type { TestProject } from 'vitest/node';
import { startPostgres, startRedis } from '@/devkit/private-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    redisUrl: string;
  }
}

/** One private PostgreSQL and one Redis for the whole run; each test service gets its own database in them. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const redis = await startRedis();
  project.provide('postgresUrl', postgres.url);
  project.provide('redisUrl', redis.url);
  return async () => {
    await redis.stop();
    await postgres.stop();
  };
}
