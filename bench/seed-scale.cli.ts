/** npm run seed:scale [-- postgres]: creates the scale company (once) on PGlite or PostgreSQL. */
import { type Engine, openBenchDatabase } from "./db";
import { seedScale } from "./seed-scale";

const engine: Engine = process.argv.includes("postgres") ? "postgres" : "pglite";
const database = await openBenchDatabase(engine);
const ids = await seedScale(database.db);
console.log(`${engine}: scale company ${ids.created ? "created" : "already there"} (${ids.companyId})`);
await database.close();
