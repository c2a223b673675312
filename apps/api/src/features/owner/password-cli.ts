import { stderr, stdin, stdout } from 'node:process';
import { hashPassword } from '../../password.js';

// `pnpm owner:password`: asks for the owner console's password (twice, without echo, on a terminal;
// else reads it from standard input) and prints its hash, the value of OWNER_PASSWORD_HASH.
// Only the hash goes to standard output, so `pnpm --silent owner:password > file` keeps just it.

const MIN_LENGTH = 8;

async function main(): Promise<number> {
  let password: string;
  if (stdin.isTTY) {
    password = await askHidden('Mot de passe de la console : ');
    if ((await askHidden('Confirmez le mot de passe : ')) !== password) {
      stderr.write('Les deux mots de passe diffèrent.\n');
      return 1;
    }
  } else {
    password = (await readAll()).replace(/\r?\n$/, '');
  }
  if (password.length < MIN_LENGTH) {
    stderr.write(`Le mot de passe doit contenir au moins ${MIN_LENGTH} caractères.\n`);
    return 1;
  }
  stdout.write(`${await hashPassword(password)}\n`);
  if (stdin.isTTY)
    stderr.write('Mettez cette valeur dans OWNER_PASSWORD_HASH, puis redémarrez la boutique.\n');
  return 0;
}

/** Reads one line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          // Ctrl-C: raw mode keeps the terminal from sending SIGINT itself.
          stdin.setRawMode(false);
          stderr.write('\n');
          process.exit(130);
        }
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else if (character >= ' ') typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await main();
