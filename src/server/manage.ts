/** `npm run manage -- <command> [args]`: the operator CLI. Boot migrates, so `migrate` only reports. */
import { boot } from './boot';
import { EnvError } from './env';
import { HttpError } from './http/errors';
import { commands, UsageError } from './manage/commands';

function help() {
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(48)} ${c.summary}`);
  return `usage: npm run manage -- <command>\n\n${lines.join('\n')}`;
}

async function main(argv: string[]) {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `unknown command '${name}'\n\n${help()}` : help());
    return 2;
  }
  const { database, migrated, files } = await boot({ seed: name !== 'migrate' });
  try {
    if (migrated.length) console.log(`applied migrations: ${migrated.join(', ')}`);
    await command.run({ db: database.db, args, out: (line) => console.log(line), files });
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof HttpError || err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    const message = err instanceof Error ? err.message : String(err);
    console.error(message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
