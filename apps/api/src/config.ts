import { z } from 'zod';

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
    REDIS_URL: z.string().optional(),
    /** put before every Redis key and channel, so that installations (or test runs) can share one Redis */
    REDIS_PREFIX: z.string().default(''),
    /** bootstraps the first owner (cli bootstrap); without it, the server keeps one in DATA_DIR */
    INSTALLATION_TOKEN: z.string().min(32).optional(),
    /** Secret for TAC hashing; shared by every instance. Generated into DATA_DIR when unset. */
    SERVER_SECRET: z.string().min(32).optional(),
    /** Comma-separated addresses or CIDRs whose X-Forwarded-For is believed. */
    TRUST_PROXY: z.string().default(''),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
    SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
    /** log2 of the scrypt cost N; 15 means 32 MiB of memory per hash */
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
    /** Seed the demo sites into an empty database; unset, only outside production. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /**
     * The hosts (comma-separated) that serve the back office at /backoffice/: the installation's
     * staff hosts. Any other host, a player site's domain among them, answers 404 there.
     */
    BACKOFFICE_HOSTS: z
      .string()
      .default('localhost,127.0.0.1')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    BACKOFFICE_DIST: z.string().optional(),
  })
  .transform((env) => {
    // A DATABASE_URL means a real deployment: no demo data unless asked for, and (app.ts) no source
    // maps served and no operator calls in the public API document.
    const production = env.DATABASE_URL !== undefined;
    return { ...env, production, SEED_DEMO: env.SEED_DEMO === undefined ? !production : env.SEED_DEMO === 'true' };
  });

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
